import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { signOutState } from '@/admin/shared/session/signOut';
import { Avatar } from '@/admin/shared/ui/Avatar';
import styles from './AdminHeader.module.css';
import { useDisclosure } from './useDisclosure';
import { adminPath } from '@/admin/shared/routeTable';

interface ProfileMenuProps {
  login: string | null;
  imageLink: string | null | undefined;
}

export function ProfileMenu({ login, imageLink }: ProfileMenuProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { open, toggle, closeOnLinkClick, panelId, containerRef, buttonRef } =
    useDisclosure<HTMLDivElement>();
  return (
    <div className={styles.profile} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={styles.profileButton}
        aria-label={t('header.profileMenu')}
      >
        <Avatar imageLink={imageLink} />
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" />
        </svg>
      </button>
      <div id={panelId} className={styles.menu} hidden={!open} onClick={closeOnLinkClick}>
        {login && <p className={styles.menuLogin}>{t('header.signedInAs', { login })}</p>}
        <ul className={styles.menuList}>
          <li>
            <NavLink className={styles.menuItem} to={adminPath.profile}>
              {t('header.profile')}
            </NavLink>
          </li>
          <li>
            <NavLink className={styles.menuItem} to={adminPath.settings}>
              {t('header.settings')}
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => navigate(adminPath.signIn, { state: signOutState })}
            >
              {t('header.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
