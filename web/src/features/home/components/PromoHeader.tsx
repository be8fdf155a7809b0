import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { animateScrollTo } from '@/shared/lib/animateScroll';
import { PromoArt } from './PromoArt';
import styles from './PromoHeader.module.css';

/** SPEC §2: the arrow's anchor scroll takes 500 ms. */
const SCROLL_DURATION_MS = 500;

interface PromoHeaderProps {
  /**
   * The element the mobile arrow scrolls to. Without it (the first screen the server sends)
   * there is no arrow: one that did nothing until the app had loaded would swallow a tap.
   */
  contentId?: string;
}

export function PromoHeader({ contentId }: PromoHeaderProps) {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();

  const scrollToContent = async (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const top = target.getBoundingClientRect().top + window.scrollY - headerHeight;
    await animateScrollTo(top, SCROLL_DURATION_MS);
    // Keyboard and screen reader users continue from the content they jumped to.
    target.focus({ preventScroll: true });
  };

  return (
    <section className={styles.promo} aria-labelledby="promo-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id="promo-title" className={styles.title}>
            {t('promo.title')}
          </h1>
          <p className={styles.subtitle}>{t('promo.subtitle')}</p>
          <Link className={`button button--primary ${styles.cta}`} to={localizedPath('/prices')}>
            {t('promo.button')}
          </Link>
        </div>
        <div className={styles.art} role="img" aria-label={t('promo.artLabel')}>
          <PromoArt />
        </div>
        {contentId && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('promo.scrollToContent')}
            onClick={() => void scrollToContent(contentId)}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M12 5v14M5 12l7 7 7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
