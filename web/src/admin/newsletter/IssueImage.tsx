import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { useImageChoice } from '@/admin/shared/media/useImageChoice';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import forms from '@/shared/ui/forms.module.css';
import styles from './Issue.module.css';

interface IssueImageProps {
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  /** Told whether an upload is under way, so the editor waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
  /** The editor's or the server's objection, as text. */
  error: string | null;
}

/**
 * The issue's picture, under the title in both languages: optional, so it can be taken away
 * again. It goes up through the media pipeline's general upload.
 */
export function IssueImage({ imageId, onChange, onUploadingChange, error }: IssueImageProps) {
  const { t } = useTranslation('adminNewsletter');
  const errorText = useErrorText();
  const hintId = useId();
  const errorId = useId();
  const { state, uploading, choose, reset } = useImageChoice(onChange, onUploadingChange);

  const shownError = state.status === 'failed' ? errorText(state.error) : error;
  let picture = <span className={styles.noImage}>{t('editor.noImage')}</span>;
  if (state.status === 'uploading') {
    picture = <img src={state.preview} alt={t('editor.imageAlt')} className={styles.uploading} />;
  } else if (imageId) {
    picture = (
      <MediaPicture
        imageId={imageId}
        variants={['card', 'card-2x']}
        alt={t('editor.imageAlt')}
        sizes="(min-width: 600px) 320px, 100vw"
      />
    );
  }

  return (
    <div className={styles.image} data-field="imageId">
      <div className={styles.imageFrame}>{picture}</div>
      {state.status === 'uploading' && (
        // Indeterminate once every byte is sent: the server is still making the variants.
        <progress
          className={styles.uploadProgress}
          value={state.progress < 1 ? state.progress : undefined}
          max={1}
          aria-label={t('editor.uploadProgress')}
        />
      )}
      <div className={styles.imageButtons}>
        <label className="button button--secondary">
          {imageId || uploading ? t('editor.replaceImage') : t('editor.chooseImage')}
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPTED_TYPES.join(',')}
            aria-describedby={[hintId, shownError ? errorId : ''].join(' ').trim()}
            onChange={(event) => void choose(event)}
          />
        </label>
        {(imageId || uploading) && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              reset();
              onChange(null);
            }}
          >
            {t('editor.removeImage')}
          </button>
        )}
      </div>
      <p id={hintId} className={forms.hint}>
        {t('editor.imageHint')}
      </p>
      {shownError && (
        <p id={errorId} className={forms.error} role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
