import { LOCALIZED_TAG, baseApi } from '@/shared/api';
import type { AlbumPhotosPage, Paged, PublicAlbum } from './types';

/** Server pages follow one another until the server says the last one came (SPEC §4). */
function nextPage(lastPage: Paged<unknown>, _allPages: unknown, lastPageParam: number) {
  return lastPage.last || lastPageParam >= lastPage.totalPages ? undefined : lastPageParam + 1;
}

/** The public gallery's calls (SPEC §7); album names are localized, so they refetch on a switch. */
export const albumsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of 6 published albums, newest first. */
    getAlbumPages: build.infiniteQuery<Paged<PublicAlbum>, undefined, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ pageParam }) => `albums?page=${pageParam}`,
      providesTags: [LOCALIZED_TAG],
      // SPEC §4: the albums are cleared on leaving the page; coming back loads them anew. Not
      // at once: the first page the server embeds in the HTML has no subscriber until the
      // page's code arrives, which on a slow phone takes seconds.
      keepUnusedDataFor: 30,
    }),

    /** Pages of 16 photos of one album, in the viewer's order. */
    getAlbumPhotoPages: build.infiniteQuery<AlbumPhotosPage, number, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg: albumId, pageParam }) =>
        `albums/${encodeURIComponent(albumId)}/photos?page=${pageParam}`,
      providesTags: [LOCALIZED_TAG],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAlbumPagesInfiniteQuery, useGetAlbumPhotoPagesInfiniteQuery } = albumsApi;
