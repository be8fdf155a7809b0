import { useTranslation } from 'react-i18next';
import { AboutHeader } from '@/shared/about/AboutHeader';
import { apiErrorCodeOf, useApiErrorText } from '@/shared/api';
import { useGetAlbumPagesInfiniteQuery } from '../api/albumsApi';
import { useAlbumViewer } from '../hooks/useAlbumViewer';
import { EAGER_CARDS } from '../model/albumLayout';
import { AlbumCard, AlbumCardSkeleton } from './AlbumCard';
import { PhotoViewer } from '@/shared/gallery/PhotoViewer';
import styles from './GalleryPage.module.css';

/** SPEC §4: the server sends albums 6 at a time; the first row loads its images at once. */
const PAGE_SIZE = 6;

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`}>
      <AlbumCardSkeleton />
    </li>
  ));
}

/**
 * `/about/photo` (SPEC §2 "About", photogallery tab; §4 "Gallery"): the albums in their
 * alternating layouts, a page at a time, and the full-screen viewer of an album's photos,
 * whose open photo is in the address.
 */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const errorText = useApiErrorText();
  const query = useGetAlbumPagesInfiniteQuery(undefined);
  const pages = query.data?.pages ?? [];
  const albums = pages.flatMap((page) => page.content);
  const { viewer, open } = useAlbumViewer(albums);

  const failure = (error: unknown) => (
    <p className={styles.error} role="alert">
      {t('error', { message: errorText(apiErrorCodeOf(error)) })}
    </p>
  );

  const total = pages[0]?.totalElements ?? 0;
  const loadingMore = query.isFetchingNextPage;
  let body;
  if (query.data) {
    body =
      albums.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t('listLabel')} aria-busy={loadingMore}>
            {albums.map((album, position) => (
              <li key={album.id}>
                <AlbumCard
                  album={album}
                  position={position}
                  eager={position < EAGER_CARDS}
                  onOpen={() => open(album.id)}
                />
              </li>
            ))}
            {loadingMore && (
              <Skeletons count={Math.max(1, Math.min(PAGE_SIZE, total - albums.length))} />
            )}
          </ul>
          {query.isFetchNextPageError && failure(query.error)}
          {query.hasNextPage && (
            // It stays while the page loads (not `disabled`), so the focus stays on it.
            <button
              type="button"
              className={`button button--secondary ${styles.more}`}
              aria-disabled={loadingMore}
              onClick={() => {
                if (!loadingMore) void query.fetchNextPage();
              }}
            >
              {t('more')}
            </button>
          )}
        </>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      );
  } else if (query.isError) {
    body = failure(query.error);
  } else {
    body = (
      <ul className={styles.list} aria-hidden="true">
        <Skeletons count={PAGE_SIZE} />
      </ul>
    );
  }

  return (
    <>
      <AboutHeader />
      <section className={`container ${styles.page}`} aria-labelledby="gallery-title">
        <div className={styles.intro}>
          <h2 id="gallery-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.lead}>{t('intro')}</p>
        </div>
        {body}
      </section>
      {viewer && <PhotoViewer {...viewer} />}
    </>
  );
}
