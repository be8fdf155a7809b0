import { useTranslation } from 'react-i18next';
import styles from './Page.module.css';

interface LoadFailureProps {
  text: string;
  onRetry: () => void;
}

/** A page whose data did not arrive: says so (SPEC §8 "something went wrong...") and offers a retry. */
export function LoadFailure({ text, onRetry }: LoadFailureProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{t('errors.somethingWentWrongWithDots')}</p>
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('form.retry')}
      </button>
    </div>
  );
}
