import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';
import type { AdminDog, AdminDogPage, AdminDogVersion, DogBody, DogUpdate } from './dogTypes';

const DOG = 'AdminDog';
const HISTORY = 'AdminDogHistory';

/**
 * The admin's want-a-friend calls. Every change answers the updated dog (SPEC §4), which
 * becomes the cached one at once; the dog's history is fetched again, as it grew by an event.
 */
export const dogsApi = baseApi.enhanceEndpoints({ addTagTypes: [DOG, HISTORY] }).injectEndpoints({
  endpoints: (build) => {
    /** Caches a changed dog's answer as its `getAdminDog` entry and refreshes its history. */
    const changeOf = <Arg>(
      request: (arg: Arg) => { url: string; method: string; body?: unknown },
    ) =>
      build.mutation<AdminDog, Arg>({
        query: request,
        invalidatesTags: (dog) => (dog ? [{ type: HISTORY, id: dog.id }] : []),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) {
            dispatch(dogsApi.util.upsertQueryData('getAdminDog', result.data.id, result.data));
          }
        },
      });

    return {
      getAdminDogsPage: build.query<AdminDogPage, number>({
        query: (page) => `admin/want-a-friend/page/${page}`,
        // The list keeps its own pages (SPEC §4 "replace" and "append"); a cached page would be stale.
        keepUnusedDataFor: 0,
      }),

      getAdminDog: build.query<AdminDog, number>({
        query: (id) => `admin/want-a-friend/dog/${id}`,
        providesTags: (_dog, _error, id) => [{ type: DOG, id }],
      }),

      getAdminDogHistory: build.query<HistoryEntry[], number>({
        query: (id) => `admin/want-a-friend/dog/${id}/history`,
        transformResponse: historyOf,
        providesTags: (_history, _error, id) => [{ type: HISTORY, id }],
      }),

      // A version never changes once written: nothing to invalidate.
      getAdminDogVersion: build.query<AdminDogVersion, { id: number; version: number }>({
        query: ({ id, version }) => `admin/want-a-friend/dog/${id}/versions/${version}`,
      }),

      createDog: changeOf((body: DogBody) => ({
        url: 'admin/want-a-friend/dog',
        method: 'POST',
        body,
      })),

      updateDog: changeOf((body: DogUpdate) => ({
        url: 'admin/want-a-friend/dog',
        method: 'PUT',
        body,
      })),

      publishDog: changeOf((id: number) => ({
        url: `admin/want-a-friend/publish/${id}`,
        method: 'PUT',
      })),

      hideDog: changeOf((id: number) => ({ url: `admin/want-a-friend/hide/${id}`, method: 'PUT' })),

      restoreDog: changeOf(
        ({ id, version, current }: { id: number; version: number; current: number }) => ({
          url: `admin/want-a-friend/dog/${id}/restore/${version}`,
          method: 'POST',
          body: { version: current },
        }),
      ),

      deleteDog: build.mutation<null, number>({
        query: (id) => ({ url: `admin/want-a-friend/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, error, id) => (error ? [] : [{ type: HISTORY, id }]),
      }),
    };
  },
});

export const {
  useLazyGetAdminDogsPageQuery,
  useGetAdminDogQuery,
  useGetAdminDogHistoryQuery,
  useGetAdminDogVersionQuery,
  useRestoreDogMutation,
  useCreateDogMutation,
  useUpdateDogMutation,
  usePublishDogMutation,
  useHideDogMutation,
  useDeleteDogMutation,
} = dogsApi;
