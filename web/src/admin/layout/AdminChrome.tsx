import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getImageLink } from '@/shared/session';
import { useAdminProfile } from '../profile/useAdminProfile';
import { AdminHeader } from './AdminHeader';
import styles from './AdminChrome.module.css';
import { useProfileLifecycle } from './useProfileLifecycle';

/** The admin header over the page, with a skip link past it. */
export function AdminChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { login, data: profile, error } = useAdminProfile();
  useProfileLifecycle(profile, error);
  return (
    <div className="page-shell">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <AdminHeader login={login} imageLink={profile ? profile.imageLink : getImageLink()} />
      <main id="content" className={`page-main ${styles.main}`} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
