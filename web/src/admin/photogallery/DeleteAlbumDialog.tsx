import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAlbum } from './api/albumTypes';
import { useDeleteAlbumMutation } from './api/albumsApi';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { MediaPicture } from '@/shared/media/MediaPicture';
import styles from '@/admin/shared/ui/RecordCards.module.css';
import { useAlbumName } from './useAlbumName';

interface DeleteAlbumDialogProps {
  album: AdminAlbum;
  onClose: () => void;
  onDeleted: (album: AdminAlbum) => void;
}

/** SPEC §8 album delete popup: the album to delete is named and shown before it goes. */
export function DeleteAlbumDialog({ album, onClose, onDeleted }: DeleteAlbumDialogProps) {
  const { t } = useTranslation(['adminGallery', 'admin']);
  const errorText = useErrorText();
  const nameOf = useAlbumName();
  const [deleteAlbum, { isLoading }] = useDeleteAlbumMutation();
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const name = nameOf(album);
  const first = album.images[0];

  const confirm = async () => {
    setFailure(null);
    try {
      await deleteAlbum(album.id).unwrap();
      onDeleted(album);
    } catch (error) {
      setFailure(apiProblemOf(error).code);
    }
  };

  return (
    <Modal title={t('delete.title')} onClose={onClose}>
      <div className={styles.confirmBody}>
        <figure className={styles.confirmRecord}>
          {first && (
            <MediaPicture
              imageId={first.id}
              alt=""
              variants={['card', 'card-2x']}
              height={288}
              sizes="160px"
              eager
            />
          )}
          <figcaption className={styles.confirmName}>{name}</figcaption>
        </figure>
        <p>{t('delete.text', { name, count: album.photosCount })}</p>
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <div className={forms.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={isLoading}
            onClick={confirm}
          >
            {isLoading ? t('delete.deleting') : t('delete.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            onClick={onClose}
          >
            {t('admin:form.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
