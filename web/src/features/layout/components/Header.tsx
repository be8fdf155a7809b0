import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LazyContactModal, preloadContactModal } from '@/shared/contactForm/LazyContactModal';
import { splitLanguagePrefix } from '@/shared/i18n';
import { useMediaQuery } from '@/shared/hooks/useMediaQuery';
import { media } from '@/shared/lib/breakpoints';
import { useHeaderActions } from '@/shared/lib/headerActions';
import { Logo } from '@/shared/ui/Logo';
import { MAIN_NAV, isInSection } from '../navLinks';
import { BurgerIcon } from './BurgerIcon';
import styles from './Header.module.css';
import { LanguageSelector } from './LanguageSelector';
import { PageLink } from './PageLink';

const MENU_ID = 'main-menu';

export function Header() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const isFullHeader = useMediaQuery(media.headerFull);
  // The menu remembers the page it was opened on, so navigating closes it.
  const [openedOnPath, setOpenedOnPath] = useState<string | null>(null);
  // From 1040 px (SPEC §2) all links fit in the bar and the burger closes its menu for good:
  // a window narrowed again later shows the burger closed, not the menu over the page.
  if (isFullHeader && openedOnPath !== null) setOpenedOnPath(null);
  const menuOpen = !isFullHeader && openedOnPath === pathname;
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // SPEC §2: the contact-us button opens the contact modal.
  const [contactOpen, setContactOpen] = useState(false);
  const pagePath = splitLanguagePrefix(pathname).rest;
  const onContactsPage = pagePath === '/contacts';
  // SPEC §2: a dog page scrolled past 12 px puts its take-care and take-home buttons here.
  const pageActions = useHeaderActions();
  // Beside the links where they fit, else on a row of their own under the bar, always in sight.
  const actionsInline = useMediaQuery(media.headerActionsInline);
  const actionButtons = pageActions.length > 0 && (
    <div className={actionsInline ? styles.pageActions : `container ${styles.pageActionsRow}`}>
      {pageActions.map((action, index) => (
        <button
          key={action.id}
          type="button"
          className={`button ${index === 0 ? 'button--secondary' : 'button--primary'} ${styles.pageAction}`}
          onClick={action.onSelect}
        >
          {action.label}
        </button>
      ))}
    </div>
  );

  const closeMenu = useCallback(() => {
    setOpenedOnPath(null);
    burgerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    // The open menu covers the page; the page behind must not scroll under the finger.
    document.documentElement.classList.add('scroll-locked');
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen, closeMenu]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar} ${pageActions.length > 0 ? styles.crowded : ''}`}>
        <PageLink to="/" className={styles.logoLink} aria-label={t('header.homeLink')}>
          <Logo markOnlyWhenNarrow />
        </PageLink>

        <div
          ref={menuRef}
          id={MENU_ID}
          className={styles.menu}
          // Below 1040 px the menu exists only while the burger has it open.
          hidden={!isFullHeader && !menuOpen}
        >
          <nav aria-label={t('header.navigation')}>
            <ul className={styles.links}>
              {MAIN_NAV.map((item) => (
                <li key={item.path}>
                  <PageLink
                    to={item.path}
                    state={item.state}
                    className={({ isActive }) =>
                      `${styles.link} ${isActive || isInSection(item, pagePath) ? styles.linkActive : ''}`
                    }
                  >
                    {t(item.label)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          {pageActions.length > 0
            ? actionsInline && actionButtons
            : !onContactsPage && (
                <button
                  type="button"
                  className={`button button--primary ${styles.contact}`}
                  aria-haspopup="dialog"
                  onPointerEnter={preloadContactModal}
                  onFocus={preloadContactModal}
                  onClick={() => {
                    setOpenedOnPath(null);
                    setContactOpen(true);
                  }}
                >
                  {t('header.contactUs')}
                </button>
              )}
        </div>

        <div className={styles.tools}>
          <LanguageSelector />
          {!isFullHeader && (
            <button
              ref={burgerRef}
              type="button"
              className={styles.burger}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setOpenedOnPath(menuOpen ? null : pathname)}
            >
              <BurgerIcon open={menuOpen} />
            </button>
          )}
        </div>
      </div>
      {!actionsInline && actionButtons}
      {contactOpen && <LazyContactModal onClose={() => setContactOpen(false)} />}
    </header>
  );
}
