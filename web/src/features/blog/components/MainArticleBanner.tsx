import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import type { PreviousUrlState } from '@/shared/lib/previousUrl';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { MainArticle } from '../api/types';
import { articlePath } from '../model/blogPaths';
import { PICTURES } from '../model/pictures';
import styles from './MainArticleBanner.module.css';

/**
 * SPEC §2: the main article above the list: picture, category, title and thesis (2 lines, 3 on
 * phones). The title's link covers the whole banner, so any click on it opens the article
 * while keyboards and screen readers meet one link.
 */
export function MainArticleBanner({ article }: { article: MainArticle }) {
  const { t } = useTranslation('blog');
  const localizedPath = useLocalizedPath();
  const { pathname, search } = useLocation();
  const state: PreviousUrlState = { from: pathname + search };

  return (
    <section className={styles.banner} aria-labelledby="main-article-title">
      <div className={styles.picture}>
        <MediaPicture
          imageId={article.image.id}
          variants={PICTURES.banner.variants}
          sizes={PICTURES.banner.sizes}
          height={288}
          alt=""
          priority
        />
      </div>
      <div className={styles.text}>
        <p className={styles.label}>
          <span className="visually-hidden">{t('banner.label')}: </span>
          {article.category}
        </p>
        <h2 id="main-article-title" className={styles.title}>
          <Link to={localizedPath(articlePath(article.id))} state={state} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        {article.thesis && <p className={styles.thesis}>{article.thesis}</p>}
        <span className={styles.read} aria-hidden="true">
          {t('banner.read')}
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              d="M5 12h13m-5-6 6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </div>
    </section>
  );
}

/** The banner's box while the main article loads: picture, category, two title lines, thesis. */
export function MainArticleBannerSkeleton() {
  return (
    <div className={styles.banner} aria-hidden="true">
      <div className={`${styles.picture} skeleton`} />
      <div className={styles.text}>
        <span className={`${styles.label} ${styles.labelSkeleton} skeleton`}>{'\u00a0'}</span>
        <div className={`${styles.title} ${styles.linesSkeleton}`}>
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
        <div className={`${styles.thesis} ${styles.linesSkeleton}`}>
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      </div>
    </div>
  );
}
