import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminAlbum } from './api/albumTypes';
import { useLazyGetAdminAlbumsPageQuery } from './api/albumsApi';
import { HeaderSection } from '@/admin/shared/ui/HeaderSection';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { RecordCardList } from '@/admin/shared/list/RecordCardList';
import { usePagedLoading } from '@/admin/shared/list/usePagedLoading';
import { ActionFailure } from '@/admin/shared/ui/ActionFailure';
import { AdminAlbumCard } from './AdminAlbumCard';
import { AlbumFormDialog } from './AlbumFormDialog';
import { albumListReducer, emptyAlbumList, hasMore } from './albumList';
import { DeleteAlbumDialog } from './DeleteAlbumDialog';
import { useAlbumActions } from './useAlbumActions';
import { adminPath } from '@/admin/shared/routeTable';

/** The album form: a new album (`album: null`) or new names for one. */
type FormTarget = { album: AdminAlbum | null };

/** `/admin/photogallery`: every album, any status, newest first (SPEC §2, §4). */
export function AlbumsPage() {
  const { t } = useTranslation('adminAlbums');
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
    if (created) navigate(adminPath.album(created.id));
  }, [created, navigate]);

  return (
    <>
      <HeaderSection
        title={t('list.title')}
        counts={loadState === 'ready' ? t('list.counts', { count: list.total }) : undefined}
        createLabel={t('list.create')}
        onCreate={() => setForm({ album: null })}
      />
      <ActionFailure title={t('list.actionFailed')} failure={failure} onClose={clearFailure} />
      <RecordCardList
        loadState={loadState}
        records={list.albums}
        renderCard={(album) => (
          <AdminAlbumCard
            album={album}
            busy={busyId === album.id}
            onToggleStatus={toggle}
            onEdit={(target) => setForm({ album: target })}
            onDelete={setDeleting}
          />
        )}
        onRetry={retry}
        hasMore={hasMore(list)}
        more={more}
        onMore={() => void loadMore(pagesForMore(list))}
        namespace="adminAlbums"
      />
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
