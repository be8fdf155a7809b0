import { useTranslation } from 'react-i18next';
import { MediaPicture } from '@/shared/media/MediaPicture';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import type { AdminPhoto } from '../api/albumTypes';

interface DeletePhotoDialogProps {
  photo: AdminPhoto;
  onClose: () => void;
  onConfirm: () => void;
}

/** SPEC §8 photo delete popup; the photo goes with the album's next save. */
export function DeletePhotoDialog({ photo, onClose, onConfirm }: DeletePhotoDialogProps) {
  const { t } = useTranslation(['adminAlbums', 'admin']);
  return (
    <Modal title={t('deletePhoto.title')} onClose={onClose}>
      <div className={cards.confirmBody}>
        <figure className={cards.confirmRecord}>
          <MediaPicture imageId={photo.image.id} alt="" variants={['thumb']} sizes="128px" eager />
          <figcaption className={cards.confirmName}>
            {t('album.photoLabel', { number: photo.number })}
          </figcaption>
        </figure>
        <p>{t('deletePhoto.text')}</p>
        <div className={forms.actions}>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('deletePhoto.confirm')}
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
