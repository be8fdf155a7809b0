import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { useGetNewsletterSubscribersQuery } from './api/newsletterApi';
import type { SubscribersAnswer } from './api/newsletterTypes';
import styles from './Newsletter.module.css';
import { NewsletterPager } from './NewsletterPager';
import { type NewsletterQuery, newsletterSearchOf } from './newsletterQuery';
import { SubscriberRow } from './SubscriberRow';
import { SubscribersExport } from './SubscribersExport';
import { SubscriberStatusFilter } from './SubscriberStatusFilter';

/**
 * Who the newsletter reaches: how many addresses each status holds, and the addresses
 * themselves, 20 to a page, the latest change first, filtered by status.
 */
export function SubscribersSection({ query }: { query: NewsletterQuery }) {
  const { t } = useTranslation('adminNewsletter');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useGetNewsletterSubscribersQuery(
    { status: query.status, page: query.page },
    { refetchOnMountOrArgChange: true },
  );
  // The counts stay while another filter's page loads, so the filter does not jump.
  const counts = list.data?.counts;

  let body = <Loading />;
  if (list.currentData) {
    body = (
      <SubscriberList
        query={query}
        loaded={list.currentData}
        onPage={() => heading.current?.scrollIntoView({ block: 'start' })}
      />
    );
  } else if (list.isError) {
    body = <LoadFailure text={t('subscribers.loadError')} onRetry={() => void list.refetch()} />;
  }

  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className={`${styles.partTitle} ${styles.anchor}`}>
        {t('subscribers.title')}
      </h2>
      {counts && <SubscriberStatusFilter query={query} counts={counts} />}
      {body}
      <SubscribersExport />
    </section>
  );
}

interface SubscriberListProps {
  query: NewsletterQuery;
  loaded: SubscribersAnswer;
  /** Another page was asked for: the list's start comes into view. */
  onPage: () => void;
}

function SubscriberList({ query, loaded, onPage }: SubscriberListProps) {
  const { t } = useTranslation('adminNewsletter');
  const { content, totalElements, totalPages } = loaded.page;
  return (
    <>
      {/* Announced when a filter brings another list. */}
      <p className={styles.total} role="status">
        {t('subscribers.total', { count: totalElements })}
      </p>
      {content.length > 0 ? (
        <ul className={styles.subscribers}>
          {content.map((subscriber) => (
            <li key={subscriber.email}>
              <SubscriberRow subscriber={subscriber} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          {query.page > 1 ? t('subscribers.pastEnd') : t('subscribers.empty')}
        </p>
      )}
      {(totalPages > 1 || query.page > 1) && (
        <NewsletterPager
          label={t('subscribers.pages')}
          page={query.page}
          totalPages={totalPages}
          to={(page) => ({ search: newsletterSearchOf({ ...query, page }) })}
          onFollow={onPage}
        />
      )}
    </>
  );
}
