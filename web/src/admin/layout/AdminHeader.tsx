import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { adminPath } from '@/admin/shared/routeTable';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import styles from './AdminHeader.module.css';
import { useDisclosure } from './useDisclosure';
import { useUnreadCount } from './useUnreadCount';

/**
 * The burger gives way to the inline navigation where all eleven sections fit in one line
 * beside the logo and the profile menu, in either language.
 */
const DESKTOP_QUERY = '(min-width: 1366px)';

const SECTIONS = [
  { to: adminPath.inbox, label: 'header.inbox' },
  { to: adminPath.articles, label: 'header.blog' },
  { to: adminPath.dogs, label: 'header.wantAFriend' },
  { to: adminPath.albums, label: 'header.photogallery' },
  { to: adminPath.contactDetails, label: 'header.contacts' },
  { to: adminPath.about, label: 'header.about' },
  { to: adminPath.faq, label: 'header.faq' },
  { to: adminPath.reviews, label: 'header.reviews' },
  { to: adminPath.prices, label: 'header.prices' },
  { to: adminPath.stays, label: 'header.stays' },
  { to: adminPath.newsletter, label: 'header.newsletter' },
] as const;

interface AdminHeaderProps {
  login: string | null;
  imageLink: string | null | undefined;
  /** Receives the row under the bar where a section page puts its title and create button. */
  sectionSlotRef: (slot: HTMLDivElement | null) => void;
}

export function AdminHeader({ login, imageLink, sectionSlotRef }: AdminHeaderProps) {
  const { t } = useTranslation('admin');
  const { open, toggle, close, closeOnLinkClick, panelId, containerRef, buttonRef } =
    useDisclosure<HTMLElement>();
  const unread = useUnreadCount(login);
  const unreadText = t('header.unread', { count: unread });

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [close]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.navArea} ref={containerRef}>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
            className={styles.burger}
            // The closed menu hides the inbox's count: the burger tells it instead.
            aria-label={unread > 0 ? `${t('header.menu')}, ${unreadText}` : t('header.menu')}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path
                d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            {unread > 0 && (
              <span className={`${styles.badge} ${styles.burgerBadge}`} aria-hidden="true">
                {badgeNumber(unread)}
              </span>
            )}
          </button>
          <Logo />
          <nav
            id={panelId}
            className={`${styles.nav} ${open ? styles.navOpen : ''}`}
            onClick={closeOnLinkClick}
            aria-label={t('header.sections')}
          >
            <ul className={styles.navList}>
              {SECTIONS.map(({ to, label }) => {
                const counted = to === adminPath.inbox && unread > 0;
                return (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className={styles.navLink}
                      aria-label={counted ? `${t(label)}, ${unreadText}` : undefined}
                    >
                      {t(label)}
                      {counted && (
                        <span className={styles.badge} aria-hidden="true">
                          {badgeNumber(unread)}
                        </span>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <ProfileMenu login={login} imageLink={imageLink} />
      </div>
      <div ref={sectionSlotRef} className={styles.sectionSlot} />
    </header>
  );
}

/** A badge's number stays short enough for the bar; the spoken count is the exact one. */
function badgeNumber(count: number): string {
  return count > 99 ? '99+' : String(count);
}
