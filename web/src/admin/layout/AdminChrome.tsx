import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getImageLink } from '@/shared/session';
import { useAdminProfile } from '@/admin/shared/profile/useAdminProfile';
import { AdminHeader } from './AdminHeader';
import styles from './AdminChrome.module.css';
import { HeaderSlotContext } from '@/admin/shared/ui/HeaderSection';
import { useProfileLifecycle } from './useProfileLifecycle';

/** The admin header over the page, with a skip link past it. */
export function AdminChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { login, data: profile, error } = useAdminProfile();
  useProfileLifecycle(profile, error);
  // The header's section row, which section pages fill through `HeaderSection`.
  const [sectionSlot, setSectionSlot] = useState<HTMLElement | null>(null);
  return (
    <div className="page-shell">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <AdminHeader
        login={login}
        imageLink={profile ? profile.imageLink : getImageLink()}
        sectionSlotRef={setSectionSlot}
      />
      <main id="content" className={`page-main ${styles.main}`} tabIndex={-1}>
        <HeaderSlotContext.Provider value={sectionSlot}>{children}</HeaderSlotContext.Provider>
      </main>
    </div>
  );
}
