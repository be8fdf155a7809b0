import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { MediaPicture } from '@/shared/media/MediaPicture';
import styles from './RecordCards.module.css';

export interface DeleteRecordTexts {
  title: string;
  /** What deleting it means, naming it. */
  text: string;
  confirm: string;
  deleting: string;
}

interface DeleteRecordDialogProps {
  /** The record's name, shown under its picture. */
  name: string;
  /** Its card's image, if it has one. */
  imageId?: string;
  texts: DeleteRecordTexts;
  /** Deletes it; a refusal is shown in the dialog, which stays open. */
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * SPEC §4 and §8: a record is deleted after a confirmation that shows which one goes (its
 * picture and name); a failure is shown in place and the staff member may try again.
 */
export function DeleteRecordDialog({
  name,
  imageId,
  texts,
  onDelete,
  onDeleted,
  onClose,
}: DeleteRecordDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onDelete();
      onDeleted();
    } catch (error) {
      setFailure(apiProblemOf(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={texts.title} onClose={onClose}>
      <div className={styles.confirmBody}>
        <figure className={styles.confirmRecord}>
          {imageId && (
            <MediaPicture
              imageId={imageId}
              alt=""
              variants={['card', 'card-2x']}
              height={288}
              sizes="160px"
              eager
            />
          )}
          <figcaption className={styles.confirmName}>{name}</figcaption>
        </figure>
        <p>{texts.text}</p>
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <div className={forms.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={confirm}
          >
            {busy ? texts.deleting : texts.confirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            onClick={onClose}
          >
            {t('form.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
