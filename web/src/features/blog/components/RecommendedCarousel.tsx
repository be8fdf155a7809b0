import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/shared/hooks/useMediaQuery';
import { media } from '@/shared/lib/breakpoints';
import type { RecommendedArg } from '../api/blogApi';
import { useRecommended } from '../hooks/useRecommended';
import { CARDS_PER_STEP } from '../model/carousel';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import styles from './RecommendedCarousel.module.css';

/** The page size of recommendations: the place held while the first page loads. */
const FIRST_PAGE = 3;

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * SPEC §4 recommended articles: a carousel of 3 cards per step on desktops and 2 on tablets;
 * phones list every loaded card with a "more" button. The app mounts it afresh for each
 * article and language, so it starts at the beginning then.
 */
export function RecommendedCarousel({ arg }: { arg: RecommendedArg }) {
  const { t } = useTranslation('blog');
  const isDesktop = useMediaQuery(media.desktop);
  const isTablet = useMediaQuery(media.tablet);
  const perStep = isDesktop ? CARDS_PER_STEP.desktop : isTablet ? CARDS_PER_STEP.tablet : null;
  const carousel = useRecommended(arg, perStep);

  if (carousel.isEmpty) return null;

  const placeholders = carousel.isLoading
    ? Math.min(perStep ?? FIRST_PAGE, FIRST_PAGE)
    : carousel.placeholders;

  return (
    <section
      className={styles.recommended}
      aria-labelledby="recommended-title"
      aria-busy={carousel.isLoading || placeholders > 0}
    >
      <div className={styles.heading}>
        <h2 id="recommended-title" className={styles.title}>
          {t('recommended.title')}
        </h2>
        {perStep !== null && (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={carousel.goBack}
              disabled={!carousel.canGoBack}
              aria-label={t('recommended.previous')}
            >
              <Arrow direction="previous" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={carousel.goForward}
              disabled={!carousel.canGoForward}
              aria-label={t('recommended.next')}
            >
              <Arrow direction="next" />
            </button>
          </div>
        )}
      </div>
      {placeholders > 0 && (
        <p className="visually-hidden" role="status">
          {t('recommended.loading')}
        </p>
      )}
      <ul className={styles.cards} aria-live="polite">
        {carousel.articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={`placeholder-${index}`} aria-hidden="true">
            <ArticleCardSkeleton />
          </li>
        ))}
      </ul>
      {perStep === null && carousel.canShowMore && (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={carousel.showMore}
          disabled={carousel.isLoadingMore}
          aria-busy={carousel.isLoadingMore}
        >
          {carousel.isLoadingMore ? t('recommended.loading') : t('recommended.more')}
        </button>
      )}
    </section>
  );
}
