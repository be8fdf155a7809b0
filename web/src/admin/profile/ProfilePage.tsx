import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectSecondFactorRequired, type SecondFactorState } from '@/shared/api';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { ProfileForm } from './ProfileForm';
import { SecondFactorCard } from './SecondFactorCard';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useAdminProfile } from '@/admin/shared/profile/useAdminProfile';

/**
 * `/admin/profile`: who the admin is, the form to change it, their second factor, and signing
 * out everywhere.
 */
export function ProfilePage() {
  const { t } = useTranslation('admin');
  const { data: profile, isError, refetch } = useAdminProfile();
  const required = useSelector((state: { secondFactor: SecondFactorState }) =>
    selectSecondFactorRequired(state),
  );
  let body = <Loading />;
  if (profile) {
    body = (
      <>
        {required && !profile.secondFactor.authenticator && (
          <div className={`${page.failure} ${page.required}`} role="status">
            <p>{t('signIn.secondFactorRequired')}</p>
          </div>
        )}
        <ProfileForm key={profile.userId} profile={profile} />
        <SecondFactorCard secondFactor={profile.secondFactor} onChanged={refetch} />
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
