import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import styles from './Newsletter.module.css';

interface NewsletterPagerProps {
  /** Names the list the pages are of, for screen readers. */
  label: string;
  page: number;
  totalPages: number;
  /** The address of another page of the list. */
  to: (page: number) => To;
  /**
   * Called as a page link is followed. A list that is not at the top of the page keeps the
   * scroll position and brings its own start into view instead.
   */
  onFollow?: () => void;
}

/**
 * A list's pages as links: each page has an address of its own, so back and forward step
 * through the pages seen. A page past the end (the list shrank meanwhile) leads back.
 */
export function NewsletterPager({ label, page, totalPages, to, onFollow }: NewsletterPagerProps) {
  const { t } = useTranslation('adminNewsletter');
  const pages = Math.max(totalPages, 1);
  const previous = Math.min(page - 1, pages);
  const state = onFollow ? KEEP_SCROLL : undefined;

  return (
    <nav className={styles.pager} aria-label={label}>
      {previous >= 1 && (
        <Link
          className="button button--secondary"
          to={to(previous)}
          state={state}
          onClick={onFollow}
          rel="prev"
        >
          {t('pager.previous')}
        </Link>
      )}
      {page <= pages && (
        <p className={styles.pagePosition}>{t('pager.position', { page, pages })}</p>
      )}
      {page < pages && (
        <Link
          className="button button--secondary"
          to={to(page + 1)}
          state={state}
          onClick={onFollow}
          rel="next"
        >
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
