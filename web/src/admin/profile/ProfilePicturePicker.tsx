import { useEffect, useId, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { Avatar } from '@/admin/shared/ui/Avatar';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import { useImageUpload } from '@/admin/shared/media/useImageUpload';
import forms from '@/shared/ui/forms.module.css';
import styles from './ProfileForm.module.css';

interface ProfilePicturePickerProps {
  /** The file input, so the form can bring the focus here when the picture is missing. */
  inputRef?: Ref<HTMLInputElement>;
  imageLink: string | null;
  /** The uploaded picture's link (the upload answer's `photo`), to be saved with the profile. */
  onUploaded: (imageLink: string) => void;
  /** A problem with the picture found by the form (required, refused by the server). */
  error: AdminErrorCode | null;
  /** Told whether an upload is under way, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
}

/** The admin's round picture with a way to choose a new one (SPEC §5 "Profile form"). */
export function ProfilePicturePicker({
  inputRef,
  imageLink,
  onUploaded,
  error,
  onUploadingChange,
}: ProfilePicturePickerProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const hintId = useId();
  const errorId = useId();
  const { state, upload } = useImageUpload();
  const uploading = state.status === 'uploading';

  useEffect(() => onUploadingChange(uploading), [onUploadingChange, uploading]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) onUploaded(image.photo);
  };

  const shownError = state.status === 'failed' ? state.error : error;
  return (
    <div className={styles.identity}>
      <div className={styles.picture}>
        <Avatar imageLink={imageLink} />
      </div>
      <div className={styles.pictureControls}>
        <p className={styles.pictureTitle}>{t('profile.picture')}</p>
        <label className={`button button--secondary ${styles.pictureButton}`}>
          {imageLink ? t('profile.changePicture') : t('profile.choosePicture')}
          <input
            ref={inputRef}
            type="file"
            name="picture"
            className="visually-hidden"
            accept={ACCEPTED_TYPES.join(',')}
            aria-describedby={[hintId, shownError ? errorId : ''].join(' ').trim()}
            onChange={choose}
          />
        </label>
        <p id={hintId} className={forms.hint}>
          {t('profile.pictureHint')}
        </p>
        {uploading && (
          <progress
            className={styles.progress}
            value={state.progress}
            max={1}
            aria-label={t('profile.uploadingPicture')}
          />
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
