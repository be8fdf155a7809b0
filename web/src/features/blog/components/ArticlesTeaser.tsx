import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { useGetArticlePagesInfiniteQuery, useGetMainArticleQuery } from '../api/blogApi';
import { ALL_CATEGORIES, blogPath } from '../model/blogPaths';
import { TEASER_ARTICLES, type ArticleSummary, teaserArticles } from '../model/teaserArticles';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import styles from './ArticlesTeaser.module.css';

function TeaserContent({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation('blog');
  const localizedPath = useLocalizedPath();

  return (
    <section className={styles.teaser} aria-labelledby="articles-teaser-title">
      <div className={styles.heading}>
        <h2 id="articles-teaser-title" className={styles.title}>
          {t('teaser.title')}
        </h2>
        <p className={styles.subtitle}>{t('teaser.subtitle')}</p>
      </div>
      <ul className={styles.cards}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" to={localizedPath(blogPath(ALL_CATEGORIES))}>
        {t('teaser.goToBlog')}
      </Link>
    </section>
  );
}

/**
 * The block's shape while its articles or texts load: heading lines, three cards and the
 * button, so the home page does not move when they arrive.
 */
function TeaserSkeleton() {
  return (
    <div className={styles.teaser} aria-hidden="true">
      <div className={styles.heading}>
        <div className={`${styles.title} ${styles.titleSkeleton} skeleton`} />
        <div className={`${styles.subtitle} ${styles.subtitleSkeleton} skeleton`} />
      </div>
      <ul className={styles.cards}>
        {Array.from({ length: TEASER_ARTICLES }, (_, index) => (
          <li key={index}>
            <ArticleCardSkeleton />
          </li>
        ))}
      </ul>
      <span className={`${styles.goToBlogSkeleton} skeleton`} />
    </div>
  );
}

/**
 * The home page's articles block (SPEC §2): up to 3 articles and a link to the blog; nothing
 * at all when the blog has no articles. The requests start here, outside the Suspense
 * boundary, so they run while the block's texts load; the page around it never waits.
 */
export function ArticlesTeaser() {
  const main = useGetMainArticleQuery(undefined);
  const pages = useGetArticlePagesInfiniteQuery(ALL_CATEGORIES);
  const loading = main.isLoading || pages.isLoading;
  const articles = teaserArticles(main.data, pages.data?.pages[0]?.content ?? []);

  if (loading) return <TeaserSkeleton />;
  if (articles.length === 0) return null;
  return (
    <Suspense fallback={<TeaserSkeleton />}>
      <TeaserContent articles={articles} />
    </Suspense>
  );
}
