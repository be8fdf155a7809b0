import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { ProfileForm } from './ProfileForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useAdminProfile } from '@/admin/shared/profile/useAdminProfile';

/** `/admin/profile`: who the admin is, the form to change it, and signing out everywhere. */
export function ProfilePage() {
  const { t } = useTranslation('admin');
  const { data: profile, isError, refetch } = useAdminProfile();
  let body = <Loading />;
  if (profile) {
    body = (
      <>
        <ProfileForm key={profile.userId} profile={profile} />
        <SignOutEverywhere />
      </>
    );
  } else if (isError) body = <LoadFailure text={t('errors.profileLoadError')} onRetry={refetch} />;
  return (
    <>
      <h1 className={page.title}>{t('profile.title')}</h1>
      <p className={page.lead}>{t('profile.lead')}</p>
      {body}
    </>
  );
}
