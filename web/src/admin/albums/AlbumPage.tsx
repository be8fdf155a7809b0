import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toLanguage } from '@/shared/i18n';
import { InfoDialog } from '@/shared/ui/InfoDialog';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import forms from '@/shared/ui/forms.module.css';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { MoreButton } from '@/admin/shared/list/MoreButton';
import { BilingualField } from '@/admin/shared/ui/BilingualField';
import failureBox from '@/admin/shared/ui/FailureBox.module.css';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { LoadedRecord } from '@/admin/shared/ui/LoadedRecord';
import { Loading } from '@/admin/shared/ui/Loading';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import { RecordHeader } from '@/admin/shared/ui/RecordHeader';
import page from '@/admin/shared/ui/RecordPage.module.css';
import { useRecordId } from '@/admin/shared/ui/useRecordId';
import type { AdminAlbum, AdminPhoto } from './api/albumTypes';
import { useGetAdminAlbumQuery, useSaveAlbumMutation } from './api/albumsApi';
import { AlbumHistory } from './album/AlbumHistory';
import { DeletePhotoDialog } from './album/DeletePhotoDialog';
import { LeaveAlbumGuard } from './album/LeaveAlbumGuard';
import { PhotoDropZone } from './album/PhotoDropZone';
import { PhotoPreview } from './album/PhotoPreview';
import { PhotoTile } from './album/PhotoTile';
import { UploadTile } from './album/UploadTile';
import { useAlbumPhotos } from './album/useAlbumPhotos';
import { useAlbumUploads } from './album/useAlbumUploads';
import { AlbumStatusBadge } from './AlbumStatusBadge';
import { DeleteAlbumDialog } from './DeleteAlbumDialog';
import {
  coverPlaces,
  draftName,
  draftReducer,
  emptyDraft,
  isCoverFull,
  isDraftChanged,
  pendingTurns,
  saveBody,
  savedCovers,
} from './model/albumDraft';
import { notUploadedCount } from './model/uploadQueue';
import styles from './Albums.module.css';
import { useAlbumActions } from './useAlbumActions';
import { useAlbumName } from './useAlbumName';
import { adminPath } from '@/admin/shared/routeTable';

/** `/admin/photogallery/album/:id`: one album's names, photos, covers, status and history. */
export function AlbumPage() {
  const { t } = useTranslation('adminAlbums');
  const albumId = useRecordId();
  const query = useGetAdminAlbumQuery(albumId ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <LoadedRecord id={albumId} query={query} loadError={t('album.loadError')}>
      {(album) => <AlbumEditor album={album} onReload={query.refetch} />}
    </LoadedRecord>
  );
}

interface AlbumEditorProps {
  album: AdminAlbum;
  /** Loads the album again (after another staff member changed it). */
  onReload: () => unknown;
}

function AlbumEditor({ album, onReload }: AlbumEditorProps) {
  const { t, i18n } = useTranslation(['adminAlbums', 'admin']);
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const nameOf = useAlbumName();
  const name = nameOf(album);
  const photos = useAlbumPhotos(album.id);
  const { dispatch: photoDispatch, refresh: refreshPhotos } = photos;
  const [draft, change] = useReducer(draftReducer, emptyDraft);

  // Each upload adds an event to the album without naming a version: a save names the loaded
  // version plus the photos this page added since.
  const [uploadsSince, setUploadsSince] = useState({ version: album.version, count: 0 });
  const uploadedSinceLoad = uploadsSince.version === album.version ? uploadsSince.count : 0;
  const loadedVersion = useRef(album.version);
  useEffect(() => {
    loadedVersion.current = album.version;
  }, [album.version]);
  const onUploaded = useCallback(
    (photo: AdminPhoto) => {
      photoDispatch({ type: 'uploaded', photo });
      setUploadsSince(({ version, count }) =>
        version === loadedVersion.current
          ? { version, count: count + 1 }
          : { version: loadedVersion.current, count: 1 },
      );
    },
    [photoDispatch],
  );
  const uploads = useAlbumUploads(album.id, onUploaded);
  const notUploaded = notUploadedCount(uploads.queue);

  const [saveAlbum] = useSaveAlbumMutation();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const [coverFull, setCoverFull] = useState(false);
  const [deletingPhoto, setDeletingPhoto] = useState<AdminPhoto | null>(null);
  const [deletingAlbum, setDeletingAlbum] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  // The answers update the cached album, which this page shows; nothing else to do with them.
  const { toggle, busyId, failure, clearFailure } = useAlbumActions(() => undefined);
  const published = album.status === 'PUBLISHED';

  const shown = photos.list.photos;
  const places = coverPlaces(savedCovers(shown), draft);
  const changed = isDraftChanged(album, shown, draft);
  const deletedNumbers = new Set(draft.deleted);
  const visible = shown.filter((photo) => !deletedNumbers.has(photo.number));
  const covers = visible.filter((photo) => photo.coverIndex !== null);
  const others = visible.filter((photo) => photo.coverIndex === null);

  // SPEC §4: after delete from the album page it returns to the list, unasked.
  useEffect(() => {
    if (deleted) navigate(adminPath.albums, { replace: true });
  }, [deleted, navigate]);

  const edited = () => {
    setSavedNotice(false);
    setProblem(null);
  };

  const toggleCover = (photo: AdminPhoto) => {
    edited();
    if (places.has(photo.number)) change({ type: 'coverRemoved', number: photo.number });
    else if (isCoverFull(places)) setCoverFull(true);
    else change({ type: 'coverSelected', number: photo.number });
  };

  /** Shows what the server holds now, dropping what was not saved. */
  const reload = async () => {
    setProblem(null);
    await onReload();
    await refreshPhotos().catch(() => undefined);
    change({ type: 'reset' });
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    setSavedNotice(false);
    try {
      await saveAlbum(saveBody(album, shown, draft, uploadedSinceLoad)).unwrap();
      // The saved covers and turns come back with the photos: the draft is done after that.
      await refreshPhotos().catch(() => undefined);
      change({ type: 'reset' });
      setSavedNotice(true);
    } catch (error) {
      const refused = apiProblemOf(error);
      if (refused.code === 'coverFull') setCoverFull(true);
      setProblem(refused);
    } finally {
      setSaving(false);
    }
  };

  const nameProblem = problem?.field?.startsWith('name.') ? problem : null;
  const saveFailure = problem && !nameProblem && problem.code !== 'coverFull' ? problem : null;

  const tile = (photo: AdminPhoto) => (
    <li key={photo.number}>
      <PhotoTile
        photo={photo}
        coverPlace={places.get(photo.number)}
        pendingTurns={pendingTurns(photo, draft)}
        onPreview={() => setPreviewIndex(visible.indexOf(photo))}
        onToggleCover={() => toggleCover(photo)}
        onTurn={() => {
          edited();
          change({ type: 'turned', number: photo.number });
        }}
        onDelete={() => setDeletingPhoto(photo)}
      />
    </li>
  );

  let grid;
  if (photos.loadState === 'loading') grid = <Loading />;
  else if (photos.loadState === 'failed') {
    grid = <LoadFailure text={t('album.photosLoadError')} onRetry={photos.retry} />;
  } else {
    grid = (
      <>
        {places.size === 0 && visible.length > 0 && (
          <p className={styles.coverPrompt}>{t('album.coverPrompt')}</p>
        )}
        {visible.length === 0 && uploads.tiles.length === 0 && (
          <p className={cards.empty}>{t('album.noPhotos')}</p>
        )}
        <ul className={styles.photoGrid} aria-label={t('album.gridLabel')}>
          {covers.map(tile)}
          {uploads.tiles.map((upload) => (
            <li key={upload.key}>
              <UploadTile upload={upload} onDismiss={() => uploads.dismiss(upload.key)} />
            </li>
          ))}
          {others.map(tile)}
        </ul>
        {photos.hasMore && (
          <MoreButton
            state={photos.more}
            onMore={() => void photos.loadMore()}
            labels={{
              more: t('album.more'),
              loading: t('list.loadingMore'),
              failed: t('album.photosLoadError'),
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <LeaveAlbumGuard unsaved={changed && !deleted} notUploaded={deleted ? 0 : notUploaded} />
      <RecordHeader
        listPath={adminPath.albums}
        title={name}
        status={<AlbumStatusBadge status={album.status} inline />}
        published={published}
        busy={busyId === album.id}
        onToggleStatus={() => toggle(album)}
        onDelete={() => setDeletingAlbum(true)}
        failure={failure}
        onCloseFailure={clearFailure}
        texts={{
          back: t('album.back'),
          publish: t('actions.publish'),
          hide: t('actions.hide'),
          working: t('actions.working'),
          delete: t('actions.delete'),
          actionFailed: t('list.actionFailed'),
        }}
      />
      <div className={`${page.layout} ${page.narrowAside}`}>
        <div className={page.main}>
          <section className={`${page.section} ${page.stack}`} aria-labelledby="album-names">
            <h2 id="album-names" className={page.sectionTitle}>
              {t('album.names')}
            </h2>
            <BilingualField
              label={t('form.name')}
              name="name"
              value={draftName(album, draft)}
              hint={t('form.nameHint')}
              problem={nameProblem}
              onChange={(value) => {
                edited();
                change({ type: 'renamed', name: value });
              }}
            />
          </section>
          <section className={`${page.section} ${page.stack}`} aria-labelledby="album-photos">
            <h2 id="album-photos" className={page.sectionTitle}>
              {t('album.photos')}{' '}
              <span className={styles.sectionNote}>
                {t('list.photos', { count: photos.list.total - draft.deleted.length })}
              </span>
            </h2>
            <PhotoDropZone onFiles={uploads.addFiles} />
            <p className={styles.uploadStatus} role="status">
              {notUploaded > 0 ? t('uploads.left', { count: notUploaded }) : ''}
            </p>
            {grid}
          </section>
          <div className={`${styles.saveBar} ${changed ? styles.saveBarPending : ''}`}>
            {saveFailure && (
              <div className={forms.failure} role="alert">
                <p className={failureBox.title}>
                  {saveFailure.code === 'conflict' ? t('save.conflictTitle') : t('save.notSaved')}
                </p>
                <p className={failureBox.text}>{errorText(saveFailure.code)}</p>
                {saveFailure.code === 'conflict' && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void reload()}
                  >
                    {t('save.reload')}
                  </button>
                )}
              </div>
            )}
            {savedNotice && (
              <InfoMessage
                kind="success"
                title={t('save.saved')}
                onClose={() => setSavedNotice(false)}
              />
            )}
            <div className={styles.saveRow}>
              <p className={styles.saveNote}>{changed ? t('save.unsaved') : t('save.upToDate')}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={!changed || saving}
                onClick={() => void save()}
              >
                {saving ? t('save.saving') : t('save.save')}
              </button>
            </div>
          </div>
        </div>
        <div className={page.aside}>
          <section className={`${page.section} ${page.stack}`} aria-labelledby="album-facts">
            <h2 id="album-facts" className={page.sectionTitle}>
              {t('album.facts')}
            </h2>
            <dl className={page.facts}>
              <dt>{t('album.status')}</dt>
              <dd>{t(`status.${album.status}`)}</dd>
              <dt>{t('album.photos')}</dt>
              <dd>{album.photosCount + uploadedSinceLoad}</dd>
              <dt>{t('album.created')}</dt>
              <dd>{formatMoment(album.dateCreated, language)}</dd>
              <dt>{t('album.changed')}</dt>
              <dd>{formatMoment(album.dateChanged, language)}</dd>
            </dl>
          </section>
          <AlbumHistory
            album={album}
            currentVersion={album.version + uploadedSinceLoad}
            onRestored={() => void reload()}
          />
        </div>
      </div>
      <InfoDialog
        open={coverFull}
        title={t('cover.fullTitle')}
        message={errorText('coverFull')}
        onClose={() => setCoverFull(false)}
      />
      {deletingPhoto && (
        <DeletePhotoDialog
          photo={deletingPhoto}
          onClose={() => setDeletingPhoto(null)}
          onConfirm={() => {
            edited();
            change({ type: 'deleted', number: deletingPhoto.number });
            setDeletingPhoto(null);
          }}
        />
      )}
      {deletingAlbum && (
        <DeleteAlbumDialog
          album={album}
          onClose={() => setDeletingAlbum(false)}
          onDeleted={() => {
            setDeletingAlbum(false);
            setDeleted(true);
          }}
        />
      )}
      {previewIndex !== null && (
        <PhotoPreview
          title={name}
          photos={visible}
          pendingTurns={(photo) => pendingTurns(photo, draft)}
          total={photos.list.total - draft.deleted.length}
          index={previewIndex}
          onIndexChange={setPreviewIndex}
          onLoadMore={() => {
            if (photos.hasMore && photos.more !== 'loading') void photos.loadMore();
          }}
          onClose={() => setPreviewIndex(null)}
        />
      )}
    </>
  );
}
