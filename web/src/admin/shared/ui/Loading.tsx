import { useTranslation } from 'react-i18next';
import styles from './Page.module.css';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}
