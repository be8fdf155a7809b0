import { useTranslation } from 'react-i18next';
import styles from './ResendNotice.module.css';

/**
 * Said while a visitor's submission waits for the site to come back ({@link
 * useSendUntilStored}): what they typed is kept and goes by itself, so they need do nothing but
 * leave the page open. Announced politely; gone once the submission was stored or refused.
 */
export function ResendNotice({ waiting, className }: { waiting: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.notice} ${className ?? ''}`} role="status">
      {waiting ? t('sendWhenBack') : ''}
    </p>
  );
}
