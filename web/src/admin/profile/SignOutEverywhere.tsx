import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOutEverywhereMutation } from '@/admin/shared/api/profileApi';
import { signedOutEverywhereState } from '@/admin/shared/session/signOut';
import { ConfirmDialog } from '@/admin/shared/ui/ConfirmDialog';
import page from '@/admin/shared/ui/Page.module.css';
import { adminPath } from '@/admin/shared/routeTable';

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
  const navigate = useNavigate();
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  return (
    <ConfirmDialog
      title={t('profile.signOutEverywhereQuestion')}
      confirm={t('profile.signOutEverywhere')}
      confirming={t('profile.signingOutEverywhere')}
      onConfirm={async () => {
        await signOutEverywhere(undefined).unwrap();
        navigate(adminPath.signIn, { state: signedOutEverywhereState });
      }}
      onClose={onClose}
    >
      <p>{t('profile.signOutEverywhereWhat')}</p>
    </ConfirmDialog>
  );
}
