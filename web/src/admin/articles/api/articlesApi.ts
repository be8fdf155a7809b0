import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';
import type {
  AdminArticle,
  AdminArticleCard,
  AdminArticlePage,
  AdminArticleVersion,
  ArticleDraft,
  ArticleTitle,
  ArticleUpdate,
} from './articleTypes';
import { CATEGORIES_TAG } from './categoriesApi';

const ARTICLE = 'AdminArticle';
const HISTORY = 'AdminArticleHistory';
const TITLES = 'AdminArticleTitles';
const MAIN = 'AdminMainArticle';

/** The route the editor's images go up by (multipart `file`, answering like the dog photos'). */
export const ARTICLE_IMAGE_UPLOAD_URL = '/api/admin/articles/image/upload';

/**
 * The admin's blog article calls. Every change answers the updated article, which becomes the
 * cached one at once; its history is fetched again, as it grew by an event.
 */
export const articlesApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ARTICLE, HISTORY, TITLES, MAIN, CATEGORIES_TAG] })
  .injectEndpoints({
    endpoints: (build) => {
      /**
       * Caches a changed article's answer as its `getAdminArticle` entry and refreshes what
       * else it moved: its history, and whatever `also` names.
       */
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body?: unknown },
        also: (typeof TITLES | typeof MAIN | typeof CATEGORIES_TAG | typeof ARTICLE)[] = [],
      ) =>
        build.mutation<AdminArticle, Arg>({
          query: request,
          invalidatesTags: (article) =>
            article ? [{ type: HISTORY, id: article.id }, MAIN, ...also] : [],
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(
                articlesApi.util.upsertQueryData('getAdminArticle', result.data.id, result.data),
              );
            }
          },
        });

      return {
        getAdminArticlesPage: build.query<AdminArticlePage, number>({
          query: (page) => `admin/articles?page=${page}`,
          // The list keeps its own pages and follows its changes; a cached page would be stale.
          keepUnusedDataFor: 0,
        }),

        getAdminMainArticle: build.query<AdminArticleCard | null, undefined>({
          query: () => 'admin/articles/main',
          providesTags: [MAIN],
        }),

        getArticleTitles: build.query<ArticleTitle[], undefined>({
          query: () => 'admin/articles/titles',
          providesTags: [TITLES],
        }),

        getAdminArticle: build.query<AdminArticle, number>({
          query: (id) => `admin/articles/article/${id}`,
          providesTags: (_article, _error, id) => [{ type: ARTICLE, id }],
        }),

        getArticleHistory: build.query<HistoryEntry[], number>({
          query: (id) => `admin/articles/article/${id}/history`,
          transformResponse: historyOf,
          providesTags: (_history, _error, id) => [{ type: HISTORY, id }],
        }),

        // A version never changes once written: nothing to invalidate.
        getArticleVersion: build.query<AdminArticleVersion, { id: number; version: number }>({
          query: ({ id, version }) => `admin/articles/article/${id}/versions/${version}`,
        }),

        createArticle: changeOf(
          (draft: ArticleDraft) => ({
            url: 'admin/articles/snapshot',
            method: 'POST',
            body: draft,
          }),
          [TITLES, CATEGORIES_TAG],
        ),

        saveArticle: changeOf(
          (update: ArticleUpdate) => ({
            url: 'admin/articles/snapshot',
            method: 'PUT',
            body: update,
          }),
          [TITLES, CATEGORIES_TAG],
        ),

        /** Saves the editor's content and publishes it in one step. */
        saveAndPublishArticle: changeOf(
          (update: ArticleUpdate) => ({ url: 'admin/article/update', method: 'PUT', body: update }),
          [TITLES, CATEGORIES_TAG],
        ),

        publishArticle: changeOf((id: number) => ({
          url: `admin/articles/publish/${id}`,
          method: 'PUT',
        })),

        hideArticle: changeOf((id: number) => ({
          url: `admin/articles/hide/${id}`,
          method: 'PUT',
        })),

        /** Has the server publish the draft at `publishAt` (ISO, UTC), replacing an earlier time. */
        scheduleArticle: changeOf(({ id, publishAt }: { id: number; publishAt: string }) => ({
          url: `admin/articles/schedule/${id}`,
          method: 'PUT',
          body: { publishAt },
        })),

        cancelArticleSchedule: changeOf((id: number) => ({
          url: `admin/articles/schedule/${id}`,
          method: 'DELETE',
        })),

        // The demoted article changed too, and which one it was is not in the answer.
        makeMainArticle: changeOf(
          (id: number) => ({ url: `admin/articles/main/${id}`, method: 'PUT' }),
          [ARTICLE],
        ),

        restoreArticle: changeOf(
          ({ id, version, current }: { id: number; version: number; current: number }) => ({
            url: `admin/articles/article/${id}/restore/${version}`,
            method: 'POST',
            body: { version: current },
          }),
          [TITLES, CATEGORIES_TAG],
        ),

        deleteArticle: build.mutation<null, number>({
          query: (id) => ({ url: `admin/articles/${id}`, method: 'DELETE' }),
          invalidatesTags: (_result, error, id) =>
            error ? [] : [{ type: HISTORY, id }, TITLES, MAIN, CATEGORIES_TAG],
        }),
      };
    },
  });

export const {
  useLazyGetAdminArticlesPageQuery,
  useGetAdminMainArticleQuery,
  useGetArticleTitlesQuery,
  useGetAdminArticleQuery,
  useGetArticleHistoryQuery,
  useGetArticleVersionQuery,
  useCreateArticleMutation,
  useSaveArticleMutation,
  useSaveAndPublishArticleMutation,
  usePublishArticleMutation,
  useHideArticleMutation,
  useScheduleArticleMutation,
  useCancelArticleScheduleMutation,
  useMakeMainArticleMutation,
  useRestoreArticleMutation,
  useDeleteArticleMutation,
} = articlesApi;
