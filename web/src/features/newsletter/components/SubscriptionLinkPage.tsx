import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import type { LinkAction } from '../api/newsletterApi';
import { useSubscriptionLink } from '../hooks/useSubscriptionLink';
import { linkTokenOf } from '../model/subscriptionLink';
import styles from './SubscriptionLinkPage.module.css';

function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <rect x="6" y="14" width="52" height="36" rx="6" fill="currentColor" opacity="0.16" />
      <rect
        x="6"
        y="14"
        width="52"
        height="36"
        rx="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path
        d="M8 18l24 18 24-18"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The page a link in a subscription mail opens (`?token=…`): it follows the link once, then
 * says what came of it. The heading stays in its place through every state, and the page keeps
 * its height, so the footer does not move when the answer arrives.
 */
export function SubscriptionLinkPage({ action }: { action: LinkAction }) {
  const { t } = useTranslation('newsletter');
  const { t: tCommon } = useTranslation();
  const { search } = useLocation();
  const { state, retry } = useSubscriptionLink(action, linkTokenOf(search));
  const homeHref = useLocalizedPath()('/');

  const heading = {
    following: t(`${action}.following`),
    done: t(`${action}.doneTitle`),
    invalid: t('linkInvalid'),
    failed: tCommon('somethingWentWrong'),
  }[state];
  const text = {
    following: null,
    done: t(`${action}.doneText`),
    invalid: t(`${action}.invalidText`),
    failed: t('failedText'),
  }[state];

  return (
    <section className={`container ${styles.page}`} aria-busy={state === 'following'}>
      <div className={styles.icon}>
        <EnvelopeIcon />
      </div>
      <div className={styles.result} role="status">
        <h1 className={styles.heading}>{heading}</h1>
        {text ? (
          <p className={styles.text}>{text}</p>
        ) : (
          <div className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
      {/* With the answer only: under the dots, the answer's text would push them down. */}
      {state !== 'following' && (
        <div className={styles.actions}>
          {state === 'failed' && (
            <button type="button" className="button button--primary" onClick={retry}>
              {t('retry')}
            </button>
          )}
          <Link
            className={`button ${state === 'failed' ? 'button--secondary' : 'button--primary'}`}
            to={homeHref}
          >
            {t('home')}
          </Link>
        </div>
      )}
    </section>
  );
}
