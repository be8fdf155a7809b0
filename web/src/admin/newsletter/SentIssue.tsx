import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import history from '@/admin/shared/history/History.module.css';
import { BackLink } from '@/admin/shared/ui/BackLink';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { LanguageTabs } from '@/admin/shared/ui/LanguageTabs';
import { Loading } from '@/admin/shared/ui/Loading';
import header from '@/admin/shared/ui/RecordHeader.module.css';
import record from '@/admin/shared/ui/RecordPage.module.css';
import { toLanguage, type Language } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import { useGetNewsletterArticleTitlesQuery } from './api/newsletterApi';
import type { Issue } from './api/newsletterTypes';
import { IssueLetter } from './IssueLetter';
import { inLanguage, letterOf } from './issueLetter';
import styles from './Issue.module.css';
import { IssueProgress } from './IssueProgress';
import { IssueStatusBadge } from './IssueStatusBadge';
import { listPathFrom } from './newsletterPaths';

/**
 * An issue whose sending started: what went out, read-only, and how far its mails got, with
 * the addresses whose mail servers refused them.
 */
export function SentIssue({ issue }: { issue: Issue }) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const location = useLocation();
  const staffLanguage = toLanguage(i18n.language);
  const [tab, setTab] = useState<Language>(staffLanguage);
  const titles = useGetNewsletterArticleTitlesQuery(undefined);
  const progressId = useId();
  const failuresId = useId();
  const letterId = useId();
  const { progress, failures } = issue;
  const moment = (at: string) => formatMoment(at, i18n.language);
  // The server's own reasons are codes; a mail server's answer is shown as it came.
  const reasonText = (reason: string) =>
    reason === 'UNSUBSCRIBED' || reason === 'INTERRUPTED' ? t(`sent.reasons.${reason}`) : reason;

  let started: string | null = null;
  if (issue.sentAt) {
    started = issue.sentBy
      ? t('sent.startedBy', { login: issue.sentBy, at: moment(issue.sentAt) })
      : t('sent.started', { at: moment(issue.sentAt) });
  }

  return (
    <>
      <BackLink to={listPathFrom(location.state)}>{t('editor.back')}</BackLink>
      <div className={header.heading}>
        <h1 className={header.title}>
          {inLanguage({ uk: issue.content.uk.title, en: issue.content.en.title }, staffLanguage)}
        </h1>
        <IssueStatusBadge status={issue.status} />
      </div>
      <p className={styles.meta}>
        {started && `${started}. `}
        {t('sent.readOnly')}
      </p>
      <div className={record.layout}>
        <div className={record.main}>
          <section className={record.section} aria-labelledby={progressId}>
            <h2 id={progressId} className={record.sectionTitle}>
              {t('sent.progress')}
            </h2>
            <IssueProgress progress={progress} detailed />
            {/* Said once when the sending ends; the numbers moving meanwhile are not read out. */}
            <p className={`${forms.hint} ${styles.pollNote}`} role="status">
              {issue.status === 'SENDING' ? t('sent.polling') : t('sent.finished')}
            </p>
          </section>
          <section className={record.section} aria-labelledby={failuresId}>
            <h2 id={failuresId} className={record.sectionTitle}>
              {t('sent.failures')}
            </h2>
            {failures.length === 0 ? (
              <p className={styles.meta}>{t('sent.noFailures')}</p>
            ) : (
              <>
                {failures.length < progress.failed && (
                  <p className={styles.meta}>
                    {t('sent.failuresShown', { shown: failures.length, total: progress.failed })}
                  </p>
                )}
                <ol className={history.timeline}>
                  {failures.map((failure, index) => (
                    // Removed addresses are all empty: the time and the place tell them apart.
                    <li key={`${failure.at} ${index}`} className={history.event}>
                      <div className={history.eventText}>
                        <p className={`${history.eventName} ${styles.failedAddress}`}>
                          {failure.email || t('sent.forgotten')}
                        </p>
                        <p className={history.eventMeta}>
                          <time dateTime={failure.at}>{moment(failure.at)}</time>
                        </p>
                        <p className={styles.reason}>{reasonText(failure.reason)}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>
        <div className={record.aside}>
          <section className={record.section} aria-labelledby={letterId}>
            <h2 id={letterId} className={record.sectionTitle}>
              {t('sent.letter')}
            </h2>
            <LanguageTabs
              label={t('preview.language')}
              selected={tab}
              onSelect={setTab}
              note={() => null}
            >
              <Suspense fallback={<Loading />}>
                <IssueLetter letter={letterOf(issue.content, tab, titles.data)} />
              </Suspense>
            </LanguageTabs>
          </section>
        </div>
      </div>
    </>
  );
}
