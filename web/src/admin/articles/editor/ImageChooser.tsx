import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import { useImageChoice } from '@/admin/shared/media/useImageChoice';
import { MediaPicture } from '@/shared/media/MediaPicture';
import forms from '@/shared/ui/forms.module.css';
import { ARTICLE_IMAGE_UPLOAD_URL } from '../api/articlesApi';
import styles from './Editor.module.css';

interface ImageChooserProps {
  /** Names the picture for screen readers. */
  alt: string;
  imageId: string | null;
  onUploaded: (imageId: string) => void;
  /** Told whether an upload is under way, so the editor waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
  /** The editor's or the server's objection, as text. */
  error?: string | null;
  hint?: string;
}

/** An article picture (the main image or an image block): shown, chosen, uploaded with progress. */
export function ImageChooser({
  alt,
  imageId,
  onUploaded,
  onUploadingChange,
  error,
  hint,
}: ImageChooserProps) {
  const { t } = useTranslation('adminArticles');
  const errorText = useErrorText();
  const hintId = useId();
  const errorId = useId();
  const { state, uploading, choose } = useImageChoice(
    onUploaded,
    onUploadingChange,
    ARTICLE_IMAGE_UPLOAD_URL,
  );

  const shownError = state.status === 'failed' ? errorText(state.error) : error;
  let picture = <span className={styles.noImage} aria-hidden="true" />;
  if (state.status === 'uploading')
    picture = <img src={state.preview} alt={alt} className={styles.uploadingImage} />;
  else if (imageId) {
    picture = (
      <MediaPicture
        imageId={imageId}
        variants={['card', 'card-2x', 'detail']}
        alt={alt}
        sizes="(min-width: 960px) 400px, 100vw"
      />
    );
  }

  return (
    <div className={styles.image}>
      <div className={styles.imageFrame}>{picture}</div>
      {state.status === 'uploading' && (
        // Indeterminate once every byte is sent: the server is still making the variants.
        <progress
          className={styles.progress}
          value={state.progress < 1 ? state.progress : undefined}
          max={1}
          aria-label={t('editor.uploadProgress')}
        />
      )}
      <label className={`button button--secondary ${styles.imageButton}`}>
        {imageId || uploading ? t('editor.replaceImage') : t('editor.chooseImage')}
        <input
          type="file"
          className="visually-hidden"
          accept={ACCEPTED_TYPES.join(',')}
          aria-describedby={[hint ? hintId : '', shownError ? errorId : ''].join(' ').trim()}
          onChange={choose}
        />
      </label>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} className={forms.error} role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
