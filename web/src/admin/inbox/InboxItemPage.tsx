import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { type AdminErrorCode, apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { BackLink } from '@/admin/shared/ui/BackLink';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { LoadedRecord } from '@/admin/shared/ui/LoadedRecord';
import header from '@/admin/shared/ui/RecordHeader.module.css';
import record from '@/admin/shared/ui/RecordPage.module.css';
import { StatusBadge, type StatusTone } from '@/admin/shared/ui/StatusBadge';
import { displayPhone, phoneHref } from '@/shared/lib/hotelContacts';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import type { InboxItem, InboxStatus } from './api/inboxTypes';
import { useGetInboxItemQuery, useSetInboxStatusMutation } from './api/inboxApi';
import { ErasedNotice } from './ErasedNotice';
import { ForgetVisitor } from './ForgetVisitor';
import styles from './Inbox.module.css';
import { erasureOf } from './inboxErasure';
import { InboxHistory } from './InboxHistory';
import { InboxReply } from './InboxReply';
import { listPathFrom } from './inboxPaths';
import { InboxStatusBadge } from './InboxStatusBadge';
import { StatusSwitch } from './StatusSwitch';
import { adminPath } from '@/admin/shared/routeTable';

const REVIEW_TONES: Record<NonNullable<InboxItem['reviewStatus']>, StatusTone> = {
  PENDING: 'changes',
  APPROVED: 'published',
  REJECTED: 'notPublished',
};

/**
 * `/admin/inbox/:id`: one item whole, its status, the answer to it and its history, and the way
 * to forget its visitor; once they are, what is left of it.
 */
export function InboxItemPage() {
  const { t } = useTranslation('adminInbox');
  const id = useParams().id ?? null;
  const query = useGetInboxItemQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <LoadedRecord id={id} query={query} loadError={t('item.loadError')}>
      {(item) => <InboxItemDetails item={item} reload={query.refetch} />}
    </LoadedRecord>
  );
}

interface InboxItemDetailsProps {
  item: InboxItem;
  reload: () => PromiseLike<unknown>;
}

function InboxItemDetails({ item, reload }: InboxItemDetailsProps) {
  const { t } = useTranslation('adminInbox');
  const errorText = useErrorText();
  const { state } = useLocation();
  const [setStatus, { isLoading }] = useSetInboxStatusMutation();
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const erasure = erasureOf(item);

  // Erased while the page is open (here, or by someone whose erasure a reload brings): the focus,
  // left on a button that is gone, goes to the notice that says so, and the page to its top, where
  // the heading says it too (focus alone would bring the notice only, under the sticky header).
  const notice = useRef<HTMLDivElement>(null);
  const wasErased = useRef(erasure !== null);
  useEffect(() => {
    const erased = Boolean(item.erasedAt);
    if (erased && !wasErased.current) {
      window.scrollTo({ top: 0 });
      notice.current?.focus({ preventScroll: true });
    }
    wasErased.current = erased;
  }, [item.erasedAt]);

  // A stale change (409) has already reloaded the item: the text says so.
  const change = (status: InboxStatus) => {
    setFailure(null);
    setStatus({ id: item.id, status, version: item.version })
      .unwrap()
      .catch((error: unknown) => setFailure(apiProblemOf(error).code));
  };

  return (
    <>
      <BackLink to={listPathFrom(state)}>{t('item.back')}</BackLink>
      <p className={styles.eyebrow}>{t(`kind.${item.kind}`)}</p>
      <div className={header.heading}>
        <h1 className={header.title}>{erasure ? t('erased.name') : item.name}</h1>
        <InboxStatusBadge status={item.status} />
      </div>
      {erasure && <ErasedNotice ref={notice} erasure={erasure} />}
      <StatusSwitch status={item.status} busy={isLoading} onChange={change} />
      {failure && (
        <div className={styles.outcome}>
          <InfoMessage
            kind="error"
            title={t('item.changeFailed')}
            text={failure === 'conflict' ? t('item.conflict') : errorText(failure)}
            onClose={() => setFailure(null)}
          />
        </div>
      )}
      <div className={record.layout}>
        <div className={record.main}>
          {erasure ? (
            <ErasedRequest item={item} />
          ) : (
            <>
              <MessageSection item={item} />
              {/* Keyed: an answer half-written to one visitor is never sent to another. */}
              <InboxReply key={item.id} item={item} />
            </>
          )}
        </div>
        <div className={record.aside}>
          {!erasure && <VisitorSection item={item} />}
          <InboxHistory events={item.history} language={item.language} />
          {!erasure && <ForgetVisitor key={item.id} item={item} reload={reload} />}
        </div>
      </div>
    </>
  );
}

/** What the visitor sent: its subject and text, and what it is about. */
function MessageSection({ item }: { item: InboxItem }) {
  const { t } = useTranslation('adminInbox');
  const headingId = useId();
  const hasFacts = item.dogName || item.petName || item.reviewStatus;
  return (
    <section className={record.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={record.sectionTitle}>
        {t('item.message')}
      </h2>
      <div className={styles.messageBody}>
        {item.subject && (
          <p className={styles.subject} lang={item.language}>
            {item.subject}
          </p>
        )}
        {item.message ? (
          <p className={styles.message} lang={item.language}>
            {item.message}
          </p>
        ) : (
          <p className={styles.meta}>{t('item.noMessage')}</p>
        )}
        {hasFacts && (
          <dl className={`${record.facts} ${styles.facts}`}>
            <AboutFacts item={item} />
          </dl>
        )}
      </div>
    </section>
  );
}

/** Who sent it and how to reach them. */
function VisitorSection({ item }: { item: InboxItem }) {
  const { t } = useTranslation('adminInbox');
  const headingId = useId();
  return (
    <section className={record.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={record.sectionTitle}>
        {t('item.visitor')}
      </h2>
      <dl className={`${record.facts} ${styles.facts}`}>
        <dt>{t('item.name')}</dt>
        <dd>{item.name}</dd>
        {item.email && (
          <>
            <dt>{t('item.email')}</dt>
            <dd>
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
          </>
        )}
        {item.phone && (
          <>
            <dt>{t('item.phone')}</dt>
            <dd>
              <a href={phoneHref(item.phone)}>{displayPhone(item.phone)}</a>
            </dd>
          </>
        )}
        <ArrivalFacts item={item} />
      </dl>
    </section>
  );
}

/** What is left of a request whose visitor was forgotten: what it was about, and when it came. */
function ErasedRequest({ item }: { item: InboxItem }) {
  const { t } = useTranslation('adminInbox');
  const headingId = useId();
  return (
    <section className={record.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={record.sectionTitle}>
        {t('item.request')}
      </h2>
      <dl className={`${record.facts} ${styles.facts}`}>
        <AboutFacts item={item} />
        <ArrivalFacts item={item} />
      </dl>
    </section>
  );
}

/** The language the visitor wrote in and when it came, as rows of a facts list. */
function ArrivalFacts({ item }: { item: InboxItem }) {
  const { t, i18n } = useTranslation('adminInbox');
  return (
    <>
      <dt>{t('item.language')}</dt>
      <dd>{t(`item.languages.${item.language}`)}</dd>
      <dt>{t('item.received')}</dt>
      <dd>
        <time dateTime={item.receivedAt}>{formatMoment(item.receivedAt, i18n.language)}</time>
      </dd>
    </>
  );
}

/**
 * What a dog request or a review is about, as rows of a facts list: the dog, or the pet and the
 * review's moderation.
 */
function AboutFacts({ item }: { item: InboxItem }) {
  const { t } = useTranslation('adminInbox');
  return (
    <>
      {item.dogName && (
        <>
          <dt>{t('item.dog')}</dt>
          <dd>
            {item.dogUrl ? (
              <a href={item.dogUrl} target="_blank" rel="noreferrer">
                {item.dogName}
                <span className="visually-hidden"> {t('item.newTab')}</span>
              </a>
            ) : (
              item.dogName
            )}
          </dd>
        </>
      )}
      {item.petName && (
        <>
          <dt>{t('item.pet')}</dt>
          <dd>{item.petName}</dd>
        </>
      )}
      {item.reviewStatus && (
        <>
          <dt>{t('item.moderation')}</dt>
          <dd className={styles.moderation}>
            <StatusBadge
              inline
              label={t(`item.reviewStatus.${item.reviewStatus}`)}
              tone={REVIEW_TONES[item.reviewStatus]}
            />
            <Link to={adminPath.reviews}>{t('item.toReviews')}</Link>
          </dd>
        </>
      )}
    </>
  );
}
