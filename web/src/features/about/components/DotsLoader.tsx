import { useTranslation } from 'react-i18next';
import styles from './DotsLoader.module.css';

/** Three bouncing dots (SPEC §4 "a dots loader"), with the loading text for screen readers. */
export function DotsLoader() {
  const { t } = useTranslation('about');
  return (
    <div className={styles.loader} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
    </div>
  );
}
