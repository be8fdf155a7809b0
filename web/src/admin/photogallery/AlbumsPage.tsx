import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminAlbum } from './api/albumTypes';
import { useLazyGetAdminAlbumsPageQuery } from './api/albumsApi';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { HeaderSection } from '@/admin/shared/ui/HeaderSection';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { MoreButton } from '@/admin/shared/list/MoreButton';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { usePagedLoading } from '@/admin/shared/list/usePagedLoading';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { AdminAlbumCard } from './AdminAlbumCard';
import { AlbumFormDialog } from './AlbumFormDialog';
import { albumListReducer, emptyAlbumList, hasMore } from './albumList';
import { albumPath } from './albumPaths';
import { DeleteAlbumDialog } from './DeleteAlbumDialog';
import styles from '@/admin/shared/ui/RecordCards.module.css';
import { useAlbumActions } from './useAlbumActions';

/** The album form: a new album (`album: null`) or new names for one. */
type FormTarget = { album: AdminAlbum | null };

/** `/admin/photogallery`: every album, any status, newest first (SPEC §2, §4). */
export function AlbumsPage() {
  const { t } = useTranslation('adminGallery');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [list, dispatch] = useReducer(albumListReducer, emptyAlbumList);
  const [fetchPage] = useLazyGetAdminAlbumsPageQuery();
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminAlbum | null>(null);
  const [created, setCreated] = useState<AdminAlbum | null>(null);
  const saved = (album: AdminAlbum) => dispatch({ type: 'saved', album });
  const { toggle, busyId, failure, clearFailure } = useAlbumActions(saved);

  const { loadState, more, retry, loadMore } = usePagedLoading(fetchPage, dispatch);

  // A new album is filled with photos on its own page, once the form (and its guard) is gone.
  useEffect(() => {
    if (created) navigate(albumPath(created.id));
  }, [created, navigate]);

  let body;
  if (loadState === 'loading') body = <Loading />;
  else if (loadState === 'failed') {
    body = <LoadFailure text={t('list.loadError')} onRetry={retry} />;
  } else if (list.albums.length === 0) {
    body = <p className={styles.empty}>{t('list.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {list.albums.map((album) => (
            <li key={album.id}>
              <AdminAlbumCard
                album={album}
                busy={busyId === album.id}
                onToggleStatus={toggle}
                onEdit={(target) => setForm({ album: target })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
        {hasMore(list) && (
          <MoreButton
            state={more}
            onMore={() => void loadMore(pagesForMore(list))}
            labels={{
              more: t('list.more'),
              loading: t('list.loadingMore'),
              failed: t('list.loadError'),
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <HeaderSection
        title={t('list.title')}
        counts={loadState === 'ready' ? t('list.counts', { count: list.total }) : undefined}
        createLabel={t('list.create')}
        onCreate={() => setForm({ album: null })}
      />
      {failure && (
        <div className={styles.notice}>
          <InfoMessage
            kind="error"
            title={t('list.actionFailed')}
            text={errorText(failure)}
            onClose={clearFailure}
          />
        </div>
      )}
      {body}
      {form && (
        <AlbumFormDialog
          album={form.album}
          onClose={() => setForm(null)}
          onSaved={(album) => {
            setForm(null);
            if (form.album) saved(album);
            else setCreated(album);
          }}
        />
      )}
      {deleting && (
        <DeleteAlbumDialog
          album={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(album) => {
            dispatch({ type: 'removed', id: album.id });
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
