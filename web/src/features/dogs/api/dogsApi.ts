import { IDEMPOTENCY_KEY_HEADER, LOCALIZED_TAG, baseApi } from '@/shared/api';
import type { DogCard, DogDetails, DogPage, DogRequest } from './types';

/** The public want-a-friend calls (SPEC §7); dog texts are localized, so they refetch on a switch. */
export const dogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Server pages of 6 cards, newest first, appended as the visitor asks for more (SPEC §4). */
    getDogPages: build.infiniteQuery<DogPage, undefined, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.last || lastPageParam >= lastPage.totalPages ? undefined : lastPageParam + 1,
      },
      query: ({ pageParam }) => `want-a-friend/${pageParam}`,
      providesTags: [LOCALIZED_TAG],
    }),

    /** Every published card: the filters apply to this list (SPEC §4). */
    getAllDogs: build.query<DogCard[], undefined>({
      query: () => 'want-a-friend/dogs',
      providesTags: [LOCALIZED_TAG],
    }),

    getDog: build.query<DogDetails, string>({
      query: (id) => `want-a-friend/dog/${encodeURIComponent(id)}`,
      providesTags: [LOCALIZED_TAG],
    }),

    /** Answers 204 with no body; a retry with the same key is stored and mailed once. */
    sendDogRequest: build.mutation<null, { request: DogRequest; idempotencyKey: string }>({
      query: ({ request, idempotencyKey }) => ({
        url: 'send-notification',
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      extraOptions: { keepsPage: true },
    }),
  }),
});

export const {
  useGetDogPagesInfiniteQuery,
  useGetAllDogsQuery,
  useGetDogQuery,
  useSendDogRequestMutation,
} = dogsApi;
