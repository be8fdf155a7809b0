import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/shared/media/mediaUrls';
import forms from '@/shared/ui/forms.module.css';
import type { AdminErrorCode } from '../errors/apiProblem';
import { useErrorText } from '../errors/useErrorText';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import styles from './ImagePicker.module.css';
import { useImageUpload } from './useImageUpload';

interface ImagePickerProps {
  label: string;
  /** The uploaded image's id; empty when none is chosen yet. */
  imageId: string;
  onUploaded: (imageId: string) => void;
  /** A problem the form or the server found with the picture. */
  error?: AdminErrorCode | null;
  /** The box the picture is shown in: a card photo, or a round avatar. */
  shape?: 'card' | 'round' | 'portrait';
}

/** A picture of a page (the media pipeline's upload) with a way to choose another one. */
export function ImagePicker({
  label,
  imageId,
  onUploaded,
  error,
  shape = 'card',
}: ImagePickerProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const errorId = useId();
  const { state, upload } = useImageUpload();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) onUploaded(image.id);
  };

  const shownError = state.status === 'failed' ? state.error : (error ?? null);
  const preview =
    state.status === 'uploading' ? state.preview : imageId ? mediaUrl(imageId, 'thumb') : null;
  return (
    <div className={styles.picker}>
      <div className={`${styles.preview} ${styles[shape]}`}>
        {preview && <img src={preview} alt="" />}
      </div>
      <div className={styles.controls}>
        <p className={styles.label}>{label}</p>
        <label className="button button--secondary">
          {imageId ? t('form.changePhoto') : t('form.choosePhoto')}
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPTED_TYPES.join(',')}
            aria-label={`${label}: ${imageId ? t('form.changePhoto') : t('form.choosePhoto')}`}
            aria-describedby={shownError ? errorId : undefined}
            onChange={choose}
          />
        </label>
        {state.status === 'uploading' && (
          <progress className={styles.progress} value={state.progress} max={1} aria-label={label} />
        )}
        {shownError && (
          <p id={errorId} className={forms.error} role="alert">
            {errorText(shownError)}
          </p>
        )}
      </div>
    </div>
  );
}
