import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Inbox.module.css';
import { type InboxQuery, inboxSearchOf } from './inboxQuery';

interface InboxPagerProps {
  query: InboxQuery;
  totalPages: number;
}

/**
 * The list's pages as links: each page has an address of its own, so back and forward step
 * through the pages seen. A page past the end (items left the list meanwhile) leads back.
 */
export function InboxPager({ query, totalPages }: InboxPagerProps) {
  const { t } = useTranslation('adminInbox');
  const pages = Math.max(totalPages, 1);
  const previous = Math.min(query.page - 1, pages);
  const to = (page: number) => ({ search: inboxSearchOf({ ...query, page }) });

  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {previous >= 1 && (
        <Link className="button button--secondary" to={to(previous)} rel="prev">
          {t('pager.previous')}
        </Link>
      )}
      {query.page <= pages && (
        <p className={styles.pagePosition}>{t('pager.position', { page: query.page, pages })}</p>
      )}
      {query.page < pages && (
        <Link className="button button--secondary" to={to(query.page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
