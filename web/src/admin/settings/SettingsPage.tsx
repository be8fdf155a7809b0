import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminProfile } from '@/admin/shared/profile/useAdminProfile';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { BackupsCard } from './BackupsCard';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { LanguageSettings } from './LanguageSettings';

/** `/admin/settings`: preferred language, password and the backups. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const { data: profile, isError, refetch } = useAdminProfile();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);

  let body = <Loading />;
  if (profile) {
    body = (
      <>
        <LanguageSettings key={profile.userId} profile={profile} />
        <section className={page.card} aria-labelledby="password-settings">
          <h2 id="password-settings" className={page.cardTitle}>
            {t('settings.passwordTitle')}
          </h2>
          <p className={page.cardText}>{t('settings.passwordText')}</p>
          {passwordChanged && (
            <InfoMessage
              kind="success"
              title={t('password.changed')}
              onClose={() => setPasswordChanged(false)}
            />
          )}
          <div>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => {
                setPasswordChanged(false);
                setDialogOpen(true);
              }}
            >
              {t('settings.changePassword')}
            </button>
          </div>
        </section>
        {dialogOpen && (
          <ChangePasswordDialog
            profile={profile}
            onClose={() => setDialogOpen(false)}
            onChanged={() => {
              setDialogOpen(false);
              setPasswordChanged(true);
            }}
          />
        )}
        <BackupsCard />
      </>
    );
  } else if (isError) {
    body = <LoadFailure text={t('errors.settingsLoadError')} onRetry={refetch} />;
  }

  return (
    <>
      <h1 className={page.title}>{t('settings.title')}</h1>
      <p className={page.lead}>{t('settings.lead')}</p>
      {body}
    </>
  );
}
