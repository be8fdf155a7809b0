import { useTranslation } from 'react-i18next';
import { EmptyKennel } from '@/shared/ui/illustrations/EmptyKennel';
import styles from './EmptyState.module.css';

/** SPEC §8 empty blog: no main article and no articles in the list. */
export function NoArticles() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.empty} role="status">
      <div className={styles.art} role="img" aria-label={t('list.empty.art')}>
        <EmptyKennel />
      </div>
      <h2 className={styles.title}>{t('list.empty.title')}</h2>
      <p className={styles.subtitle}>{t('list.empty.subtitle')}</p>
    </div>
  );
}
