import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/Modal';
import styles from '@/shared/ui/forms.module.css';

interface UnsavedChangesDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** SPEC §4 "Leaving forms with unsaved changes asks confirmation"; staying is the safe default. */
export function UnsavedChangesDialog({ onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal title={t('unsaved.title')} onClose={onStay}>
      <p>{t('unsaved.text')}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" data-autofocus onClick={onStay}>
          {t('unsaved.stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {t('unsaved.leave')}
        </button>
      </div>
    </Modal>
  );
}
