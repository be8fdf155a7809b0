import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError, uploadImage } from '@/admin/shared/api/uploadImage';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { Avatar } from '@/admin/shared/ui/Avatar';
import { ACCEPTED_TYPES, checkPhotoFile } from '@/admin/shared/media/photoFiles';
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
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<AdminErrorCode | null>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkPhotoFile(file);
    setUploadError(refused);
    if (refused) return;
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const image = await uploadImage(file, { signal: controller.signal, onProgress: setProgress });
      onUploaded(image.photo);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setUploadError(failure instanceof UploadError ? failure.code : 'uploadingErrorMessage');
    } finally {
      if (upload.current === controller) {
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  const shownError = uploadError ?? error;
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
        {progress !== null && (
          <progress
            className={styles.progress}
            value={progress}
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
