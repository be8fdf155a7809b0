import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/admin/shared/ui/ConfirmDialog';
import cards from '@/admin/shared/ui/RecordCards.module.css';
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
  const { t } = useTranslation('adminNewsletter');
  const [erase] = useEraseNewsletterSubscriberMutation();
  return (
    <ConfirmDialog
      title={t('subscribers.forget.dialog')}
      confirm={t('subscribers.forget.confirm')}
      confirming={t('subscribers.forget.erasing')}
      onConfirm={async () => {
        await erase(subscriber.id).unwrap();
        onClose();
      }}
      onClose={onClose}
      className={styles.forgetBody}
    >
      <p>{t('subscribers.forget.what', { email: subscriber.email })}</p>
      <p>{t('subscribers.forget.again')}</p>
      <p className={styles.forgetFinal}>{t('subscribers.forget.final')}</p>
    </ConfirmDialog>
  );
}
