import { LOCALIZED_TAG, baseApi } from '@/shared/api';
import type {
  ArticleCard,
  CategoriesAnswer,
  Category,
  MainArticle,
  OpenArticle,
  Paged,
} from './types';

/** Server pages follow one another until the server says the last one came. */
const pagedOptions = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<ArticleCard>, _allPages: unknown, lastPageParam: number) =>
    lastPage.last || lastPageParam >= lastPage.totalPages ? undefined : lastPageParam + 1,
};

/** Which recommendations: the other articles of the open article's category. */
export interface RecommendedArg {
  categoryId: number;
  articleId: number;
}

/** The public blog calls (SPEC §7); articles are localized, so they refetch on a switch. */
export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The banner's article; `null` when the staff chose none. */
    getMainArticle: build.query<MainArticle | null, undefined>({
      query: () => 'blogs/main-articles',
      providesTags: [LOCALIZED_TAG],
    }),

    getCategories: build.query<Category[], undefined>({
      query: () => 'blogs/categories',
      transformResponse: (answer: CategoriesAnswer) => answer.currentCategories,
      providesTags: [LOCALIZED_TAG],
    }),

    /**
     * Pages of 6 cards, newest first, without the main article; category 0 is all of them.
     * The home page reads page 1 of category 0 too, so the blog opens from its cache.
     */
    getArticlePages: build.infiniteQuery<Paged<ArticleCard>, number, number>({
      infiniteQueryOptions: pagedOptions,
      query: ({ queryArg: categoryId, pageParam }) =>
        `blogs/secondary-articles/${categoryId}/${pageParam}`,
      providesTags: [LOCALIZED_TAG],
    }),

    getArticle: build.query<OpenArticle, number>({
      query: (id) => `blogs/articles/${id}`,
      providesTags: [LOCALIZED_TAG],
    }),

    /** Pages of 3 cards: the category's other articles, newest first. */
    getRecommendedPages: build.infiniteQuery<Paged<ArticleCard>, RecommendedArg, number>({
      infiniteQueryOptions: pagedOptions,
      query: ({ queryArg: { categoryId, articleId }, pageParam }) =>
        `blogs/secondary-articles/${categoryId}/${articleId}/recommended/${pageParam}`,
      providesTags: [LOCALIZED_TAG],
    }),
  }),
});

export const {
  useGetMainArticleQuery,
  useGetCategoriesQuery,
  useGetArticlePagesInfiniteQuery,
  useGetArticleQuery,
  useGetRecommendedPagesInfiniteQuery,
} = blogApi;
