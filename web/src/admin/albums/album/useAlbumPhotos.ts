import { useCallback, useReducer } from 'react';
import { fetchInTurn, usePagedLoading } from '@/admin/shared/list/usePagedLoading';
import { useLazyGetAdminAlbumPhotosQuery } from '../api/albumsApi';
import {
  emptyPhotoList,
  hasMorePhotos,
  photoListReducer,
  photoPagesForMore,
  photoPagesShown,
} from '../model/photoList';

/**
 * The album page's photos, 16 per page with "more" (SPEC §9), plus the ones uploaded here.
 * `refresh` loads again as many pages as are shown, after a save reordered them.
 */
export function useAlbumPhotos(albumId: number) {
  const [list, dispatch] = useReducer(photoListReducer, emptyPhotoList);
  const [trigger] = useLazyGetAdminAlbumPhotosQuery();
  const fetchPage = useCallback(
    (page: number) => trigger({ id: albumId, page }),
    [trigger, albumId],
  );
  const { loadState, more, retry, loadMore } = usePagedLoading(fetchPage, dispatch);

  const refresh = useCallback(async () => {
    const [first, ...rest] = await fetchInTurn(fetchPage, photoPagesShown(list));
    if (!first) return;
    dispatch({ type: 'replaced', page: first });
    if (rest.length > 0) dispatch({ type: 'appended', pages: rest });
  }, [fetchPage, list]);

  return {
    list,
    dispatch,
    loadState,
    more,
    retry,
    refresh,
    hasMore: hasMorePhotos(list),
    loadMore: () => loadMore(photoPagesForMore(list)),
  };
}
