import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import {
  SUBSCRIBER_STATUSES,
  type SubscriberCounts,
  type SubscriberStatus,
} from './api/newsletterTypes';
import styles from './Newsletter.module.css';
import { type NewsletterQuery, newsletterSearchOf } from './newsletterQuery';

const COUNT_OF: Record<SubscriberStatus, keyof SubscriberCounts> = {
  WAITING: 'waiting',
  CONFIRMED: 'confirmed',
  UNSUBSCRIBED: 'unsubscribed',
  EXPIRED: 'expired',
};

interface SubscriberStatusFilterProps {
  query: NewsletterQuery;
  counts: SubscriberCounts;
}

/**
 * How many addresses each status holds, each count a link to its list: a filter in the
 * address, so back and forward step through the lists seen. The page stays where it is,
 * since the list is right under the filter.
 */
export function SubscriberStatusFilter({ query, counts }: SubscriberStatusFilterProps) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const labelId = useId();
  const all = SUBSCRIBER_STATUSES.reduce((sum, status) => sum + counts[COUNT_OF[status]], 0);
  const choices: { status: SubscriberStatus | null; label: string; count: number }[] = [
    { status: null, label: t('subscribers.all'), count: all },
    ...SUBSCRIBER_STATUSES.map((status) => ({
      status,
      label: t(`subscribers.statuses.${status}`),
      count: counts[COUNT_OF[status]],
    })),
  ];

  return (
    <div className={styles.filter} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t('subscribers.filter')}
      </span>
      <ul className={styles.filterList}>
        {choices.map(({ status, label, count }) => (
          <li key={status ?? 'all'}>
            <Link
              className={styles.filterLink}
              to={{ search: newsletterSearchOf({ ...query, status, page: 1 }) }}
              state={KEEP_SCROLL}
              aria-current={status === query.status ? 'true' : undefined}
            >
              {label}{' '}
              <span className={styles.filterCount}>{count.toLocaleString(i18n.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
