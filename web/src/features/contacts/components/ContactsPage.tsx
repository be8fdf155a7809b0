import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ContactForm } from '@/shared/contactForm/ContactForm';
import { useHotelContacts } from '@/shared/contacts/useHotelContacts';
import { displayPhone, phoneHref } from '@/shared/lib/hotelContacts';
import { ContactsFrame } from './ContactsFrame';
import { ContactsMap } from './ContactsMap';
import styles from './ContactsPage.module.css';

/** What other pages may hand the contacts page: the prices page's estimate, as the message. */
interface ContactsPageState {
  contactMessage?: unknown;
}

function messageFrom(state: unknown): string {
  const message = (state as ContactsPageState | null)?.contactMessage;
  return typeof message === 'string' ? message : '';
}

/** SPEC §2 contacts: the three phones, social link, address, mail, the form and the map. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const contacts = useHotelContacts();
  const { state } = useLocation();
  const phones = [
    { label: t('landline'), phone: contacts.landline },
    ...contacts.mobilePhones.map((phone) => ({ label: t('mobile'), phone })),
  ];

  return (
    <ContactsFrame>
      <div className={styles.columns}>
        <section className={styles.details} aria-labelledby="contacts-details">
          <h2 id="contacts-details" className="visually-hidden">
            {t('detailsTitle')}
          </h2>
          <dl className={styles.list}>
            <div className={styles.item}>
              <dt>{t('phones')}</dt>
              {phones.map(({ label, phone }, index) => (
                <dd key={`${index}-${phone}`} className={styles.phone}>
                  <span className={styles.caption}>{label}</span>
                  <a href={phoneHref(phone)}>{displayPhone(phone)}</a>
                </dd>
              ))}
            </div>
            <div className={styles.item}>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </dd>
            </div>
            <div className={styles.item}>
              <dt>{t('address')}</dt>
              <dd>{contacts.address}</dd>
            </div>
            <div className={styles.item}>
              <dt>{t('social')}</dt>
              <dd>
                <a href={contacts.socialUrl} target="_blank" rel="noopener noreferrer">
                  Instagram
                  <span className="visually-hidden"> {t('opensInNewTab')}</span>
                </a>
              </dd>
            </div>
          </dl>
        </section>

        <section className={styles.write} aria-labelledby="contacts-write">
          <h2 id="contacts-write" className={styles.sectionTitle}>
            {t('formTitle')}
          </h2>
          <ContactForm subject={t('formTitle')} initialMessage={messageFrom(state)} />
        </section>
      </div>

      <section className={styles.mapSection} aria-labelledby="contacts-map">
        <h2 id="contacts-map" className={styles.sectionTitle}>
          {t('mapTitle')}
        </h2>
        <ContactsMap contacts={contacts} />
      </section>
    </ContactsFrame>
  );
}
