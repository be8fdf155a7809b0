import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminErrorCode, apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { useEraseNewsletterSubscriberMutation } from './api/newsletterApi';
import type { Subscriber } from './api/newsletterTypes';
import styles from './Newsletter.module.css';

/**
 * A subscriber's right to be forgotten, also when they never wrote to the hotel (those who did
 * are forgotten from the inbox, with their requests): the subscription ends and the address is
 * erased, after a question. Once forgotten, the address leaves the list.
 */
export function ForgetSubscriber({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation('adminNewsletter');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`button ${cards.danger} ${styles.forget}`}
        aria-haspopup="dialog"
        aria-label={t('subscribers.forget.open', { email: subscriber.email })}
        onClick={() => setAsking(true)}
      >
        {t('subscribers.forget.button')}
      </button>
      {asking && <ForgetDialog subscriber={subscriber} onClose={() => setAsking(false)} />}
    </>
  );
}

/** The question; a refusal is told in the dialog, which stays open. */
function ForgetDialog({ subscriber, onClose }: { subscriber: Subscriber; onClose: () => void }) {
  const { t } = useTranslation(['adminNewsletter', 'admin']);
  const errorText = useErrorText();
  const [erase] = useEraseNewsletterSubscriberMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await erase(subscriber.id).unwrap();
      onClose();
    } catch (error) {
      setFailure(apiProblemOf(error).code);
      setBusy(false);
    }
  };

  return (
    <Modal title={t('subscribers.forget.dialog')} onClose={busy ? () => undefined : onClose}>
      <div className={styles.forgetBody}>
        <p>{t('subscribers.forget.what', { email: subscriber.email })}</p>
        <p>{t('subscribers.forget.again')}</p>
        <p className={styles.forgetFinal}>{t('subscribers.forget.final')}</p>
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <div className={forms.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {busy ? t('subscribers.forget.erasing') : t('subscribers.forget.confirm')}
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
