import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isSessionExpiredState } from '@/shared/api';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import { InfoDialog } from '@/shared/ui/InfoDialog';

/** SPEC §8: after a 401 the API layer sends the visitor here with a flag; tell them why. */
export function SessionExpiredNotice() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const open = isSessionExpiredState(location.state);

  // Drop the flag from history so a reload or a later back navigation does not show it again.
  const onClose = () => navigate(location.pathname, { replace: true, state: KEEP_SCROLL });

  return (
    <InfoDialog
      open={open}
      title={t('sessionExpired.title')}
      message={tCommon('tokenExpiredMessage')}
      onClose={onClose}
    />
  );
}
