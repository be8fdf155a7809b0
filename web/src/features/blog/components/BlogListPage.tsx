import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '@/shared/i18n';
import { useNotFoundRedirect } from '@/shared/hooks/useNotFoundRedirect';
import { useGetCategoriesQuery, useGetMainArticleQuery } from '../api/blogApi';
import { useBlogList } from '../hooks/useBlogList';
import { useLanguage } from '../hooks/useLanguage';
import { categoryIdOf } from '../model/blogPaths';
import { PICTURES } from '../model/pictures';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import styles from './BlogListPage.module.css';
import { CategoryTabs, CategoryTabsSkeleton } from './CategoryTabs';
import { MainArticleBanner, MainArticleBannerSkeleton } from './MainArticleBanner';
import { NoArticles } from './NoArticles';

/** The server's page size: a loading list holds the place of one page. */
const ARTICLES_PER_PAGE = 6;

function BlogList({ categoryId, address }: { categoryId: number; address: string }) {
  const { t } = useTranslation('blog');
  const main = useGetMainArticleQuery(undefined);
  const categories = useGetCategoriesQuery(undefined);
  const list = useBlogList(categoryId, address);

  // SPEC §8: a category the server does not know is a page that does not exist.
  useNotFoundRedirect(list.isUnknown);

  const mainArticle = main.data ?? null;
  const isEmpty =
    !main.isLoading &&
    !list.isLoading &&
    !list.isError &&
    !mainArticle &&
    list.articles.length === 0;
  if (isEmpty) return <NoArticles />;

  return (
    <>
      {main.isLoading ? (
        <MainArticleBannerSkeleton />
      ) : (
        mainArticle && <MainArticleBanner article={mainArticle} />
      )}
      {categories.isLoading ? (
        <CategoryTabsSkeleton />
      ) : (
        <CategoryTabs categories={categories.data ?? []} current={categoryId} />
      )}
      <section
        className={styles.results}
        aria-label={t('list.articles')}
        aria-busy={list.isLoading}
      >
        {list.isLoading ? (
          <>
            <p className="visually-hidden" role="status">
              {t('list.loading')}
            </p>
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: ARTICLES_PER_PAGE }, (_, index) => (
                <li key={index}>
                  <ArticleCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : list.isError ? (
          <p className={styles.status} role="alert">
            {t('list.loadFailed')}
          </p>
        ) : (
          <>
            <ul className={styles.grid}>
              {list.articles.map((article, index) => (
                <li key={article.id}>
                  <ArticleCard
                    article={article}
                    eager={index < PICTURES.eagerCards}
                    priority={!mainArticle && index === 0}
                  />
                </li>
              ))}
            </ul>
            {list.canShowMore && (
              <button
                type="button"
                className={`button button--secondary ${styles.more}`}
                onClick={list.showMore}
                disabled={list.isLoadingMore}
                aria-busy={list.isLoadingMore}
              >
                {list.isLoadingMore ? t('list.loading') : t('list.more')}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** `/blog` and `/blog/{categoryId}` (SPEC §2 "Blog list"). */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const rest = splitLanguagePrefix(useLocation().pathname).rest;
  const categoryId = categoryIdOf(rest);

  useNotFoundRedirect(categoryId === null);

  return (
    <>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{t('list.title')}</h1>
          <p className={styles.intro}>{t('list.intro')}</p>
        </div>
      </header>
      <div className={`container ${styles.page}`}>
        {categoryId !== null && (
          <BlogList categoryId={categoryId} address={`${language}:${rest}`} />
        )}
      </div>
    </>
  );
}
