import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '@/shared/hooks/useScrolledPast';
import styles from './DogListHeader.module.css';

/** SPEC §9: the list header collapses once the page is scrolled past 65 px. */
const COLLAPSE_AFTER_PX = 65;

/**
 * SPEC §2 dog list header: the title and how many dogs are waiting. Past 65 px it collapses
 * into a slim bar under the site header. The bar overlays the page instead of shrinking the
 * header in place: a layout change at the threshold would move the page under the visitor
 * (and scroll anchoring would push it back over the threshold, so it would flicker).
 */
export function DogListHeader({ total }: { total: number | null }) {
  const { t } = useTranslation('wantAFriend');
  const collapsed = useScrolledPast(COLLAPSE_AFTER_PX);
  const count = total === null ? null : t('list.count', { count: total });

  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{t('list.title')}</h1>
          {/* Present (and one line tall) before the count arrives, so the page below stays put. */}
          <p className={styles.count} aria-live="polite">
            {count}
          </p>
          <p className={styles.intro}>{t('list.intro')}</p>
        </div>
      </header>
      {/* The same texts as above, so screen readers skip it. */}
      <div
        className={`${styles.bar} ${collapsed ? styles.barShown : ''}`}
        aria-hidden="true"
        data-testid="dog-list-collapsed-header"
      >
        <div className={`container ${styles.barInner}`}>
          <span className={styles.barTitle}>{t('list.title')}</span>
          {count && <span className={styles.count}>{count}</span>}
        </div>
      </div>
    </>
  );
}
