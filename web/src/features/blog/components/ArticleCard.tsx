import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import type { PreviousUrlState } from '@/shared/lib/previousUrl';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { useLanguage } from '../hooks/useLanguage';
import { fullDate } from '@/shared/lib/fullDate';
import { articlePath } from '../model/blogPaths';
import { PICTURES } from '../model/pictures';
import type { ArticleSummary } from '../model/teaserArticles';
import styles from './ArticleCard.module.css';

export interface ArticleCardProps {
  article: ArticleSummary;
  /** Cards in the first row load their picture at once. */
  eager?: boolean;
  /** The first card's picture is the page's main image: fetched before the other images. */
  priority?: boolean;
}

/** SPEC §2 article card: picture, category, title and the day it was added; opens the article. */
export function ArticleCard({ article, eager = false, priority = false }: ArticleCardProps) {
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const { pathname, search } = useLocation();
  const to = localizedPath(articlePath(article.id));
  const state: PreviousUrlState = { from: pathname + search };

  return (
    <article className={styles.card} data-article-id={article.id}>
      {/* The title link is the one keyboard stop; the picture is the same link for the mouse. */}
      <Link to={to} state={state} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <MediaPicture
          imageId={article.image.id}
          variants={PICTURES.card.variants}
          sizes={PICTURES.card.sizes}
          height={288}
          alt=""
          eager={eager}
          priority={priority}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.category}>{article.category}</p>
        <h3 className={styles.title}>
          <Link to={to} state={state}>
            {article.title}
          </Link>
        </h3>
        {article.dateTime && (
          <time className={styles.date} dateTime={article.dateTime}>
            {fullDate(article.dateTime, language)}
          </time>
        )}
      </div>
    </article>
  );
}

/**
 * A card's shape while the articles load: the same picture box, category, two title lines and
 * date as `ArticleCard`, so the cards take its place without moving anything.
 */
export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.picture} skeleton`} />
      <div className={styles.body}>
        <span className={`${styles.category} ${styles.categorySkeleton} skeleton`}>{'\u00a0'}</span>
        <div className={`${styles.title} ${styles.titleSkeleton}`}>
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
        <span className={`${styles.date} ${styles.dateSkeleton} skeleton`}>{'\u00a0'}</span>
      </div>
    </div>
  );
}
