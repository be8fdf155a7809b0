import { useTranslation } from 'react-i18next';
import styles from './PricesPage.module.css';

interface BookButtonProps {
  /** What is booked, for screen readers and the carried message. */
  label: string;
  onBook: () => void;
}

/**
 * A category's book button (SPEC §2): on desktop hover its text changes to "contacts", where
 * it leads. Both texts share one grid cell, so the button keeps its size when they swap.
 */
export function BookButton({ label, onBook }: BookButtonProps) {
  const { t } = useTranslation('prices');
  return (
    <button
      type="button"
      className={`button button--primary ${styles.book}`}
      aria-label={label}
      onClick={onBook}
    >
      <span className={styles.bookText}>{t('book')}</span>
      <span className={styles.bookHover} aria-hidden="true">
        {t('bookHover')}
      </span>
    </button>
  );
}
