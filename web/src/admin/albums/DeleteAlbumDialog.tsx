import { useTranslation } from 'react-i18next';
import { DeleteRecordDialog } from '@/admin/shared/ui/DeleteRecordDialog';
import type { AdminAlbum } from './api/albumTypes';
import { useDeleteAlbumMutation } from './api/albumsApi';
import { useAlbumName } from './useAlbumName';

interface DeleteAlbumDialogProps {
  album: AdminAlbum;
  onClose: () => void;
  onDeleted: (album: AdminAlbum) => void;
}

/** SPEC §8 album delete popup: the album to delete is named and shown before it goes. */
export function DeleteAlbumDialog({ album, onClose, onDeleted }: DeleteAlbumDialogProps) {
  const { t } = useTranslation('adminAlbums');
  const name = useAlbumName()(album);
  const [deleteAlbum] = useDeleteAlbumMutation();
  return (
    <DeleteRecordDialog
      name={name}
      imageId={album.images[0]?.id}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { name, count: album.photosCount }),
        confirm: t('delete.confirm'),
        deleting: t('delete.deleting'),
      }}
      onDelete={() => deleteAlbum(album.id).unwrap()}
      onDeleted={() => onDeleted(album)}
      onClose={onClose}
    />
  );
}
