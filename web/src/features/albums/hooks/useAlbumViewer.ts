import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorCodeOf, useApiErrorText } from '@/shared/api';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import { useGetAlbumPhotoPagesInfiniteQuery } from '../api/albumsApi';
import type { PublicAlbum } from '../api/types';
import type { ViewerPhoto } from '@/shared/gallery/PhotoViewer';
import { formatPhotoAddress, parsePhotoAddress, type PhotoAddress } from '../model/photoAddress';

/** Whether the server answered that no published album has that id. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The gallery's viewer, kept in the address (`?album=3&photo=5`) so every photo has a link of
 * its own. Opening adds a history entry; moving from photo to photo replaces it, so Back
 * closes the viewer instead of stepping back through the photos. The album's photos are
 * fetched a page of 16 at a time, as far as the viewer asks.
 */
export function useAlbumViewer(albums: readonly PublicAlbum[]) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('gallery');
  const errorText = useApiErrorText();
  const address = parsePhotoAddress(search);
  // Whether this page added the viewer's history entry, which closing then goes back from;
  // a shared link opened the page with the viewer in it, and closing replaces that entry.
  const pushed = useRef(false);

  const query = useGetAlbumPhotoPagesInfiniteQuery(address?.albumId ?? 0, {
    skip: address === null,
  });
  const pages = address !== null ? (query.data?.pages ?? []) : [];
  const first = pages[0];
  const listed = albums.find((album) => album.id === address?.albumId);

  const show = useCallback(
    (next: PhotoAddress | null, replace: boolean) =>
      setSearch((current) => formatPhotoAddress(current, next), {
        replace,
        state: KEEP_SCROLL,
        preventScrollReset: true,
      }),
    [setSearch],
  );

  const open = (albumId: number) => {
    pushed.current = true;
    show({ albumId, index: 0 }, false);
  };

  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else show(null, true);
  };

  const photos: ViewerPhoto[] = pages.flatMap((page) =>
    page.content.map((photo) => ({ key: photo.number, image: photo })),
  );
  const total = first?.photosCount ?? listed?.photosCount ?? (address ? address.index + 1 : 0);

  const { isFetching, hasNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = () => {
    // A failed page is not asked for again on every move, or an outage would loop.
    if (!isFetching && hasNextPage && !isFetchNextPageError) void fetchNextPage();
  };

  // A link to an unknown or hidden album shows the gallery alone; one past the album's end
  // shows its last photo.
  useEffect(() => {
    if (address === null) pushed.current = false;
  });
  const gone = address !== null && isNotFound(query.error);
  const everyPhotoLoaded = first !== undefined && !hasNextPage;
  const past = address !== null && everyPhotoLoaded && address.index >= photos.length;
  const lastIndex = photos.length - 1;
  const albumId = address?.albumId;
  useEffect(() => {
    if (gone) show(null, true);
    else if (past && albumId !== undefined && lastIndex >= 0)
      show({ albumId, index: lastIndex }, true);
  }, [gone, past, albumId, lastIndex, show]);

  const viewer =
    address === null || gone
      ? null
      : {
          title: first?.name ?? listed?.name ?? '',
          photos,
          total,
          index: address.index,
          pendingText: query.isError
            ? t('error', { message: errorText(apiErrorCodeOf(query.error)) })
            : undefined,
          onIndexChange: (index: number) => show({ albumId: address.albumId, index }, true),
          onLoadMore: loadMore,
          onClose: close,
        };

  return { viewer, open };
}
