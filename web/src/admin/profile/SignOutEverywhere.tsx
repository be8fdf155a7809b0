import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOutEverywhereMutation } from '@/admin/shared/api/profileApi';
import { type AdminErrorCode, apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { signedOutEverywhereState } from '@/admin/shared/session/signOut';
import page from '@/admin/shared/ui/Page.module.css';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';

/**
 * For a lost phone or a computer that was not the staff member's own: ends every session of
 * the account, this one included, after a question.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  return (
    <section className={page.card} aria-labelledby="devices">
      <h2 id="devices" className={page.cardTitle}>
        {t('profile.devicesTitle')}
      </h2>
      <p className={page.cardText}>{t('profile.devicesText')}</p>
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
        >
          {t('profile.signOutEverywhere')}
        </button>
      </div>
      {asking && <SignOutEverywhereDialog onClose={() => setAsking(false)} />}
    </section>
  );
}

/** The question; a refusal is told in the dialog, which stays open. */
function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await signOutEverywhere(undefined).unwrap();
      navigate('/admin', { state: signedOutEverywhereState });
    } catch (error) {
      setFailure(apiProblemOf(error).code);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('profile.signOutEverywhereQuestion')}
      onClose={busy ? () => undefined : onClose}
    >
      <p>{t('profile.signOutEverywhereWhat')}</p>
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
          {busy ? t('profile.signingOutEverywhere') : t('profile.signOutEverywhere')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-autofocus
          disabled={busy}
          onClick={onClose}
        >
          {t('form.cancel')}
        </button>
      </div>
    </Modal>
  );
}
