import { useTranslation } from 'react-i18next';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import styles from './Issue.module.css';

interface SendDialogProps {
  /** How many confirmed subscribers it goes to. */
  recipients: number;
  busy: boolean;
  onSend: () => void;
  onClose: () => void;
}

/** The last question before an issue goes to every confirmed subscriber, for good. */
export function SendDialog({ recipients, busy, onSend, onClose }: SendDialogProps) {
  const { t } = useTranslation(['adminNewsletter', 'admin']);
  return (
    <Modal title={t('sendDialog.title')} onClose={busy ? () => undefined : onClose}>
      <div className={styles.dialogBody}>
        <p>{t('sendDialog.text', { count: recipients })}</p>
        <p>{t('sendDialog.final')}</p>
        <div className={forms.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={onSend}
          >
            {busy ? t('sendDialog.sending') : t('sendDialog.confirm', { count: recipients })}
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            disabled={busy}
            onClick={onClose}
          >
            {t('admin:form.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
