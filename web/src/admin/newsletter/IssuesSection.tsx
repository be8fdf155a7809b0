import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { useGetNewsletterIssuesQuery } from './api/newsletterApi';
import { IssueCard } from './IssueCard';
import { SENDING_POLL_MS } from './issueProgress';
import styles from './Newsletter.module.css';
import type { FromNewsletterList } from './newsletterPaths';
import { NewsletterPager } from './NewsletterPager';
import { type NewsletterQuery, newsletterSearchOf } from './newsletterQuery';

interface IssuesSectionProps {
  query: NewsletterQuery;
  fromList: FromNewsletterList;
}

/** The issues, newest first, 20 to a page; followed while one of them is being sent. */
export function IssuesSection({ query, fromList }: IssuesSectionProps) {
  const { t } = useTranslation('adminNewsletter');
  const headingId = useId();
  const [polling, setPolling] = useState(false);
  const list = useGetNewsletterIssuesQuery(query.issuesPage, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? SENDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const sending = list.currentData?.content.some(({ status }) => status === 'SENDING') ?? false;
  if (sending !== polling) setPolling(sending);

  let body = <Loading />;
  if (list.currentData) {
    const { content, totalPages } = list.currentData;
    body = (
      <>
        {content.length > 0 ? (
          <ul className={styles.list}>
            {content.map((issue) => (
              <li key={issue.id}>
                <IssueCard issue={issue} fromList={fromList} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            {query.issuesPage > 1 ? t('issues.pastEnd') : t('issues.empty')}
          </p>
        )}
        {(totalPages > 1 || query.issuesPage > 1) && (
          <NewsletterPager
            label={t('issues.pages')}
            page={query.issuesPage}
            totalPages={totalPages}
            to={(issuesPage) => ({ search: newsletterSearchOf({ ...query, issuesPage }) })}
          />
        )}
      </>
    );
  } else if (list.isError) {
    body = <LoadFailure text={t('issues.loadError')} onRetry={() => void list.refetch()} />;
  }

  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partTitle}>
        {t('issues.title')}
      </h2>
      {body}
    </section>
  );
}
