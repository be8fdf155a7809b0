import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDog } from './api/dogTypes';
import { useDeleteDogMutation } from './api/dogsApi';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { MediaPicture } from '@/shared/media/MediaPicture';
import styles from '@/admin/shared/ui/RecordCards.module.css';
import { useDogName } from './useDogName';

interface DeleteDogDialogProps {
  dog: AdminDog;
  onClose: () => void;
  onDeleted: (dog: AdminDog) => void;
}

/** SPEC §4 "Dog delete has a confirmation with the dog to delete". */
export function DeleteDogDialog({ dog, onClose, onDeleted }: DeleteDogDialogProps) {
  const { t } = useTranslation(['adminDogs', 'admin']);
  const errorText = useErrorText();
  const nameOf = useDogName();
  const [deleteDog, { isLoading }] = useDeleteDogMutation();
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const name = nameOf(dog);
  const main = dog.photos[0];

  const confirm = async () => {
    setFailure(null);
    try {
      await deleteDog(dog.id).unwrap();
      onDeleted(dog);
    } catch (error) {
      setFailure(apiProblemOf(error).code);
    }
  };

  return (
    <Modal title={t('delete.title')} onClose={onClose}>
      <div className={styles.confirmBody}>
        <figure className={styles.confirmRecord}>
          {main && (
            <MediaPicture
              imageId={main.id}
              alt=""
              variants={['card', 'card-2x']}
              height={288}
              sizes="160px"
              eager
            />
          )}
          <figcaption className={styles.confirmName}>{name}</figcaption>
        </figure>
        <p>{t('delete.text', { name })}</p>
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
