import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutHeader } from '@/shared/about/AboutHeader';
import styles from './FeedbackPage.module.css';

interface FeedbackFrameProps {
  /**
   * Opens the review form. Without it (the first screen the server sends) there is no button:
   * one that did nothing until the app had loaded would swallow a quick visitor's tap.
   */
  onWrite?: () => void;
  children?: ReactNode;
}

/**
 * The feedback tab's frame: the About hero and the tab's introduction, all of its first screen
 * that needs no data, which the server sends with the page before the app has loaded
 * (`src/app/firstScreens`).
 */
export function FeedbackFrame({ onWrite, children }: FeedbackFrameProps) {
  const { t } = useTranslation('about');
  return (
    <>
      <AboutHeader />
      <section className={`container ${styles.page}`} aria-labelledby="feedback-title">
        <div className={styles.intro}>
          <h2 id="feedback-title" className={styles.title}>
            {t('feedback.title')}
          </h2>
          <p className={styles.lead}>{t('feedback.intro')}</p>
          {onWrite && (
            <button
              type="button"
              className="button button--primary"
              aria-haspopup="dialog"
              onClick={onWrite}
            >
              {t('feedback.write')}
            </button>
          )}
        </div>
        {children}
      </section>
    </>
  );
}
