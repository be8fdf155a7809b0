import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '@/shared/i18n';
import { useNotFoundRedirect } from '@/shared/hooks/useNotFoundRedirect';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { BackButton } from '@/shared/ui/BackButton';
import { useGetArticleQuery } from '../api/blogApi';
import type { OpenArticle } from '../api/types';
import { useArticlePageMeta } from '../hooks/useArticlePageMeta';
import { useLanguage } from '../hooks/useLanguage';
import { fullDate } from '@/shared/lib/fullDate';
import { ALL_CATEGORIES, articleIdOf, blogPath } from '../model/blogPaths';
import { contentBlocks } from '../model/contentBlocks';
import { PICTURES } from '../model/pictures';
import { ArticleBody } from './ArticleBody';
import styles from './ArticlePage.module.css';
import { EmptyContent } from './EmptyContent';
import { RecommendedCarousel } from './RecommendedCarousel';

/** Without a page to go back to, back leads to the whole blog. */
function ArticleBackButton() {
  const { t } = useTranslation('blog');
  return <BackButton label={t('article.back')} fallback={blogPath(ALL_CATEGORIES)} />;
}

function ArticleView({ article }: { article: OpenArticle }) {
  const language = useLanguage();
  const blocks = contentBlocks(article.articleContent);

  useArticlePageMeta(article);

  return (
    <>
      <article className={styles.article}>
        <ArticleBackButton />
        <header className={styles.header}>
          <p className={styles.category}>{article.category}</p>
          <h1 className={styles.title}>{article.title}</h1>
          <time className={styles.date} dateTime={article.date}>
            {fullDate(article.date, language)}
          </time>
        </header>
        <div className={styles.cover}>
          <MediaPicture
            imageId={article.image.id}
            variants={PICTURES.cover.variants}
            sizes={PICTURES.cover.sizes}
            height={600}
            alt=""
            priority
          />
        </div>
        {blocks.length > 0 ? <ArticleBody blocks={blocks} /> : <EmptyContent />}
      </article>
      <RecommendedCarousel
        key={`${language}:${article.id}`}
        arg={{ categoryId: article.categoryId, articleId: article.id }}
      />
    </>
  );
}

/** Lines of text standing in for the start of the article, which keep the footer out of sight. */
const TEXT_PLACEHOLDERS = ['100%', '96%', '100%', '88%', '100%', '62%'];

/**
 * The page while the article loads: the real back button, the header, cover and first lines
 * as boxes of their size, so the first screen does not move when the article arrives.
 */
function ArticleSkeleton({ status }: { status: string }) {
  return (
    <div className={styles.article}>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <ArticleBackButton />
      <div className={styles.header} aria-hidden="true">
        <span className={`${styles.category} ${styles.categorySkeleton} skeleton`}>{'\u00a0'}</span>
        <div className={`${styles.title} ${styles.titleSkeleton} skeleton`} />
        <span className={`${styles.date} ${styles.dateSkeleton} skeleton`}>{'\u00a0'}</span>
      </div>
      <div className={`${styles.cover} skeleton`} aria-hidden="true" />
      <div className={styles.textSkeleton} aria-hidden="true">
        {TEXT_PLACEHOLDERS.map((width, index) => (
          <span key={index} className="skeleton" style={{ width }} />
        ))}
      </div>
    </div>
  );
}

/** `/article/{id}` (SPEC §2 "Article page"). */
export function ArticlePage() {
  const { t } = useTranslation('blog');
  const id = articleIdOf(splitLanguagePrefix(useLocation().pathname).rest);
  const { data: article, isError } = useGetArticleQuery(id ?? 0, { skip: id === null });

  // SPEC §8: an article that cannot be loaded leads to not-found.
  useNotFoundRedirect(id === null || isError);

  return (
    <div className={`container ${styles.page}`}>
      {article ? (
        <ArticleView article={article} />
      ) : (
        <ArticleSkeleton status={t('article.loading')} />
      )}
    </div>
  );
}
