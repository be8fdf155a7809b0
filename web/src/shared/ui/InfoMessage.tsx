import { useTranslation } from 'react-i18next';
import styles from './InfoMessage.module.css';
import { CloseIcon } from './CloseIcon';

export interface InfoMessageProps {
  kind: 'success' | 'error';
  title: string;
  text?: string;
  onClose: () => void;
}

/**
 * The result of a save or a load (SPEC §4 "info message"). Success is announced politely,
 * an error at once; it stays until closed, so nobody misses it.
 */
export function InfoMessage({ kind, title, text, onClose }: InfoMessageProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.message} ${styles[kind]}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
