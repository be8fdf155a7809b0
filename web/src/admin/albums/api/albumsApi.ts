import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';
import type {
  AdminAlbum,
  AdminAlbumPage,
  AdminAlbumVersion,
  AdminPhotoPage,
  CreateAlbumBody,
  RenameAlbumBody,
  SaveAlbumBody,
} from './albumTypes';

const ALBUM = 'AdminAlbum';
const HISTORY = 'AdminAlbumHistory';

/** Where a photo is uploaded to (multipart, field `file`); the answer is the album's new photo. */
export const albumPhotoUploadUrl = (albumId: number) => `/api/admin/albums/${albumId}/photos`;

/**
 * The admin's album calls. Every change answers the updated album (SPEC §4), which
 * becomes the cached one at once; the album's history is fetched again, as it grew.
 */
export const albumsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ALBUM, HISTORY] })
  .injectEndpoints({
    endpoints: (build) => {
      /** Caches a changed album's answer as its `getAdminAlbum` entry and refreshes its history. */
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body?: unknown },
      ) =>
        build.mutation<AdminAlbum, Arg>({
          query: request,
          invalidatesTags: (album) => (album ? [{ type: HISTORY, id: album.id }] : []),
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(
                albumsApi.util.upsertQueryData('getAdminAlbum', result.data.id, result.data),
              );
            }
          },
        });

      return {
        getAdminAlbumsPage: build.query<AdminAlbumPage, number>({
          query: (page) => `admin/albums?page=${page}`,
          // The list keeps its own pages (SPEC §4 "replace" and "append"); a cached page would be stale.
          keepUnusedDataFor: 0,
        }),

        getAdminAlbum: build.query<AdminAlbum, number>({
          query: (id) => `admin/albums/${id}`,
          providesTags: (_album, _error, id) => [{ type: ALBUM, id }],
        }),

        // Uploads add photos between two loads of a page: the page keeps its own list.
        getAdminAlbumPhotos: build.query<AdminPhotoPage, { id: number; page: number }>({
          query: ({ id, page }) => `admin/albums/${id}/photos?page=${page}`,
          keepUnusedDataFor: 0,
        }),

        getAdminAlbumHistory: build.query<HistoryEntry[], number>({
          query: (id) => `admin/albums/${id}/history`,
          transformResponse: historyOf,
          providesTags: (_history, _error, id) => [{ type: HISTORY, id }],
        }),

        // A version never changes once written: nothing to invalidate.
        getAdminAlbumVersion: build.query<AdminAlbumVersion, { id: number; version: number }>({
          query: ({ id, version }) => `admin/albums/${id}/versions/${version}`,
        }),

        createAlbum: changeOf((body: CreateAlbumBody) => ({
          url: 'admin/albums',
          method: 'POST',
          body,
        })),

        renameAlbum: changeOf((body: RenameAlbumBody) => ({
          url: 'admin/albums/titles',
          method: 'PUT',
          body,
        })),

        saveAlbum: changeOf((body: SaveAlbumBody) => ({
          url: 'admin/albums',
          method: 'PUT',
          body,
        })),

        publishAlbum: changeOf((id: number) => ({
          url: `admin/albums/publish/${id}`,
          method: 'PUT',
        })),

        hideAlbum: changeOf((id: number) => ({ url: `admin/albums/hide/${id}`, method: 'PUT' })),

        restoreAlbum: changeOf(
          ({ id, version, current }: { id: number; version: number; current: number }) => ({
            url: `admin/albums/${id}/restore/${version}`,
            method: 'POST',
            body: { version: current },
          }),
        ),

        deleteAlbum: build.mutation<null, number>({
          query: (id) => ({ url: `admin/albums/${id}`, method: 'DELETE' }),
          invalidatesTags: (_result, error, id) => (error ? [] : [{ type: HISTORY, id }]),
        }),
      };
    },
  });

export const {
  useLazyGetAdminAlbumsPageQuery,
  useGetAdminAlbumQuery,
  useLazyGetAdminAlbumPhotosQuery,
  useGetAdminAlbumHistoryQuery,
  useGetAdminAlbumVersionQuery,
  useCreateAlbumMutation,
  useRenameAlbumMutation,
  useSaveAlbumMutation,
  usePublishAlbumMutation,
  useHideAlbumMutation,
  useRestoreAlbumMutation,
  useDeleteAlbumMutation,
} = albumsApi;
