import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotelContacts } from '@/shared/contacts/useHotelContacts';
import { displayPhone, mapSearchUrl, phoneHref } from '@/shared/lib/hotelContacts';
import { Logo } from '@/shared/ui/Logo';
import { BLOG_NAV_STATE } from '../navLinks';
import styles from './Footer.module.css';
import { FooterGroup } from './FooterGroup';
import { PageLink } from './PageLink';

/** Tab 1 of the services page is the additional services (SPEC §2 `selectedTab`). */
const ADDITIONAL_SERVICES_STATE = { selectedTab: 1 };

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </svg>
  );
}

export interface FooterProps {
  /** SPEC §2's newsletter strip on every public page: the form comes from its own feature. */
  newsletterForm?: ReactNode;
}

export function Footer({ newsletterForm }: FooterProps) {
  const { t } = useTranslation('layout');
  // Live: a staff change of a number shows here at once (embedded in the page by the server).
  const contacts = useHotelContacts();

  return (
    <footer className={styles.footer}>
      {newsletterForm && (
        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <div className={`container ${styles.newsletterColumns}`}>
            <div className={styles.newsletterText}>
              <h2 id="footer-newsletter" className={styles.newsletterTitle}>
                {t('footer.newsletter.title')}
              </h2>
              <p className={styles.newsletterInvitation}>{t('footer.newsletter.invitation')}</p>
            </div>
            {newsletterForm}
          </div>
        </section>
      )}
      <div className={`container ${styles.columns}`}>
        <div className={styles.brand}>
          <PageLink to="/" className={styles.logoLink} aria-label={t('header.homeLink')}>
            <Logo />
          </PageLink>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <a
            className={styles.social}
            href={contacts.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <InstagramIcon />
            {t('footer.instagram')}
            <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
          </a>
        </div>

        <nav className={styles.nav} aria-label={t('footer.navigation')}>
          <ul className={styles.topLinks}>
            <li>
              <PageLink to="/want-a-friend" className={styles.link}>
                {t('nav.wantAFriend')}
              </PageLink>
            </li>
            <li>
              <PageLink to="/blog/0" state={BLOG_NAV_STATE} className={styles.link}>
                {t('nav.blog')}
              </PageLink>
            </li>
          </ul>

          <FooterGroup title={t('footer.services')}>
            <ul className={styles.list}>
              <li>
                <PageLink to="/prices" className={styles.link}>
                  {t('footer.hotel')}
                </PageLink>
              </li>
              <li>
                <PageLink to="/prices" state={ADDITIONAL_SERVICES_STATE} className={styles.link}>
                  {t('footer.additionalServices')}
                </PageLink>
              </li>
            </ul>
          </FooterGroup>

          <FooterGroup title={t('footer.aboutUs')}>
            <ul className={styles.list}>
              <li>
                <PageLink to="/about" end className={styles.link}>
                  {t('footer.meetUs')}
                </PageLink>
              </li>
              <li>
                <PageLink to="/about/photo" className={styles.link}>
                  {t('footer.photoGallery')}
                </PageLink>
              </li>
              <li>
                <PageLink to="/about/feedback" className={styles.link}>
                  {t('footer.feedback')}
                </PageLink>
              </li>
              <li>
                <PageLink to="/about/ask" className={styles.link}>
                  {t('footer.faq')}
                </PageLink>
              </li>
            </ul>
          </FooterGroup>

          <FooterGroup title={t('footer.contacts')}>
            <ul className={styles.list}>
              <li>
                <span className={styles.caption}>{t('footer.landline')}</span>
                <a className={styles.link} href={phoneHref(contacts.landline)}>
                  {displayPhone(contacts.landline)}
                </a>
              </li>
              <li>
                <span className={styles.caption}>{t('footer.mobile')}</span>
                {contacts.mobilePhones.map((phone) => (
                  <a key={phone} className={styles.link} href={phoneHref(phone)}>
                    {displayPhone(phone)}
                  </a>
                ))}
              </li>
              <li>
                <span className={styles.caption}>{t('footer.email')}</span>
                <a className={styles.link} href={`mailto:${contacts.email}`}>
                  {contacts.email}
                </a>
              </li>
              <li>
                <a
                  className={`${styles.link} ${styles.map}`}
                  href={mapSearchUrl(contacts.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('footer.mapLink', { address: contacts.address })}
                  <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            </ul>
          </FooterGroup>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.copyright}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
