import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import page from '@/admin/shared/ui/RecordPage.module.css';
import type { AdminAlbum, AlbumEventName } from '../api/albumTypes';
import { useGetAdminAlbumHistoryQuery, useRestoreAlbumMutation } from '../api/albumsApi';
import { AlbumVersionView } from './AlbumVersionView';

/** Request field names the history may name, each with a label under `history.fields`. */
const FIELD_LABELS = ['name.uk', 'name.en', 'photos', 'covers', 'turns'] as const;

const EVENTS: readonly AlbumEventName[] = [
  'AlbumCreated',
  'AlbumRenamed',
  'PhotoAdded',
  'PhotoDeleted',
  'CoverSelected',
  'CoverRemoved',
  'PhotoTurned',
  'AlbumRestored',
  'AlbumPublished',
  'AlbumHidden',
  'AlbumDeleted',
];

type LabelledField = (typeof FIELD_LABELS)[number];

function isLabelledField(field: string): field is LabelledField {
  return (FIELD_LABELS as readonly string[]).includes(field);
}

function isAlbumEvent(event: string): event is AlbumEventName {
  return (EVENTS as readonly string[]).includes(event);
}

interface AlbumHistoryProps {
  album: AdminAlbum;
  /** The version a restore must name: the loaded one plus this page's uploads. */
  currentVersion: number;
  onRestored: () => void;
}

/** The album's events, each viewable as it left the album and restorable. */
export function AlbumHistory({ album, currentVersion, onRestored }: AlbumHistoryProps) {
  const { t } = useTranslation('adminAlbums');
  const history = useGetAdminAlbumHistoryQuery(album.id, { refetchOnMountOrArgChange: true });
  const [restoreAlbum] = useRestoreAlbumMutation();

  return (
    <HistoryPanel
      className={`${page.section} ${page.stack}`}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isAlbumEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={(field) => (isLabelledField(field) ? t(`history.fields.${field}`) : field)}
      renderVersion={(entry) => <AlbumVersionView albumId={album.id} version={entry.version} />}
      restoreNote={t('history.restoreNote')}
      onRestore={async (version) => {
        await restoreAlbum({ id: album.id, version, current: currentVersion }).unwrap();
        onRestored();
      }}
    />
  );
}
