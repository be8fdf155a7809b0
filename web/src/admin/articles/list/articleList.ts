import { mergeById, type PagesLoaded } from '@/admin/shared/list/pagedRecords';
import type { AdminArticleCard, AdminArticlePage } from '../api/articleTypes';

/**
 * The admin article list as the server orders it (the main article first, then newest created
 * first), following its own changes without refetching (SPEC §4).
 */
export interface ArticleListState extends PagesLoaded {
  articles: AdminArticleCard[];
  total: number;
}

export type ArticleListAction =
  | { type: 'replaced'; page: AdminArticlePage }
  | { type: 'appended'; pages: AdminArticlePage[] }
  | { type: 'changed'; article: AdminArticleCard }
  | { type: 'removed'; id: number };

export const emptyArticleList: ArticleListState = {
  articles: [],
  pagesLoaded: 0,
  total: 0,
  removedSinceLoad: 0,
};

function byListOrder(a: AdminArticleCard, b: AdminArticleCard): number {
  if (a.main !== b.main) return a.main ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

export function articleListReducer(
  state: ArticleListState,
  action: ArticleListAction,
): ArticleListState {
  switch (action.type) {
    case 'replaced':
      return {
        articles: [...action.page.content].sort(byListOrder),
        pagesLoaded: 1,
        total: action.page.totalElements,
        removedSinceLoad: 0,
      };
    case 'appended': {
      const latest = action.pages.at(-1);
      if (!latest) return state;
      return {
        articles: mergeById(
          state.articles,
          action.pages.flatMap((page) => page.content),
          byListOrder,
        ),
        pagesLoaded: state.pagesLoaded + 1,
        total: latest.totalElements,
        removedSinceLoad: 0,
      };
    }
    case 'changed': {
      const { article } = action;
      const known = state.articles.some((item) => item.id === article.id);
      // One main article (SPEC §4): a new main one demotes the old into the list.
      const others = state.articles
        .filter((item) => item.id !== article.id)
        .map((item) => (article.main && item.main ? { ...item, main: false } : item));
      return {
        ...state,
        articles: [article, ...others].sort(byListOrder),
        // A new article goes on top and raises the count (SPEC §4).
        total: known ? state.total : state.total + 1,
      };
    }
    case 'removed': {
      if (!state.articles.some((article) => article.id === action.id)) return state;
      return {
        ...state,
        articles: state.articles.filter((article) => article.id !== action.id),
        total: state.total - 1,
        removedSinceLoad: state.removedSinceLoad + 1,
      };
    }
  }
}

/** The list's main article, if it is loaded (it is first on the server's first page). */
export function mainArticleOf(state: ArticleListState): AdminArticleCard | null {
  return state.articles.find((article) => article.main) ?? null;
}

export function hasMore(state: ArticleListState): boolean {
  return state.articles.length < state.total;
}
