import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './ErrorPage.module.css';
import { ChewedPageDog } from './illustrations/ChewedPageDog';
import { NappingDog } from './illustrations/NappingDog';

export interface ErrorPageProps {
  /** HTTP status the page is about: 404 and 500 have their own art and text (SPEC §2). */
  status: number;
  /** Where "home" is: the public root (with language prefix) or the admin landing page. */
  homeHref?: string;
  /**
   * A header to show above the page. When given, the page stands alone and renders its own
   * `<main>`; without it the page is content inside a layout that already has one.
   */
  header?: ReactNode;
}

function ErrorText({ status }: { status: number }) {
  const { t } = useTranslation('errors');
  if (status === 404) return <p className={styles.message}>{t('message404Error')}</p>;
  if (status === 500) return <p className={styles.message}>{t('message500Error')}</p>;
  return <p className={styles.message}>{t('messageOtherError')}</p>;
}

export function ErrorPage({ status, homeHref = '/', header }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const label = status === 404 ? t('illustration404') : t('illustration500');
  const body = (
    <section className={styles.page} aria-labelledby="error-heading">
      <div className={styles.art} role="img" aria-label={label}>
        {status === 404 ? <ChewedPageDog /> : <NappingDog />}
      </div>
      <h1 id="error-heading" className={styles.heading}>
        <span className="visually-hidden">{t('heading', { status })}</span>
        <span aria-hidden="true">{status}</span>
      </h1>
      <ErrorText status={status} />
      <div className={styles.actions}>
        {status >= 500 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => window.location.reload()}
          >
            {t('reload')}
          </button>
        )}
        <Link className="button button--primary" to={homeHref}>
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
  if (header === undefined) return body;
  return (
    <>
      {header}
      <main id="content">{body}</main>
    </>
  );
}
