import type { ArticleCard, MainArticle } from '../api/types';

/** SPEC §9: the home page shows at most 3 articles. */
export const TEASER_ARTICLES = 3;

/** What any article card can show; the main article has no date. */
export type ArticleSummary = Pick<ArticleCard, 'id' | 'title' | 'image' | 'category'> & {
  dateTime?: string;
};

/**
 * SPEC §7: the home page shows page 1 of the list, which leaves the main article out; when
 * that page has fewer than 3 articles, the main article comes first, so a young blog still
 * fills the row.
 */
export function teaserArticles(
  main: MainArticle | null | undefined,
  firstPage: readonly ArticleCard[],
): ArticleSummary[] {
  const articles: ArticleSummary[] =
    main && firstPage.length < TEASER_ARTICLES ? [main, ...firstPage] : [...firstPage];
  return articles.slice(0, TEASER_ARTICLES);
}
