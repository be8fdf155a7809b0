import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ContactsPage.module.css';

/**
 * The contacts page's frame and heading: all of its first screen that needs no data, which the
 * server sends with the page before the app has loaded (`src/app/firstScreens`).
 */
export function ContactsFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('contacts');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {children}
    </div>
  );
}
