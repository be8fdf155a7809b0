import { useTranslation } from 'react-i18next';
import { ChewedPageDog } from '@/shared/ui/illustrations/ChewedPageDog';
import styles from './EmptyState.module.css';

/** SPEC §4: an article without content blocks shows a picture with a title and subtitle. */
export function EmptyContent() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.empty}>
      <div className={styles.art} role="img" aria-label={t('article.emptyContent.art')}>
        <ChewedPageDog />
      </div>
      <h2 className={styles.title}>{t('article.emptyContent.title')}</h2>
      <p className={styles.subtitle}>{t('article.emptyContent.subtitle')}</p>
    </div>
  );
}
