import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import type { UploadTile as Upload } from '../model/uploadQueue';
import tiles from '@/admin/shared/ui/PhotoTiles.module.css';
import styles from '../Albums.module.css';

/** A chosen photo until it is in the album: waiting, going up, or refused with the reason. */
export function UploadTile({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const { t } = useTranslation('adminAlbums');
  const errorText = useErrorText();
  const failed = upload.status === 'failed';
  return (
    <article
      className={`${styles.tile} ${failed ? styles.tileFailed : ''}`}
      aria-label={upload.name}
      data-upload={upload.status}
    >
      <div className={styles.placeholder} aria-hidden="true">
        {failed ? '!' : <span className={styles.spinner} />}
      </div>
      <p className={styles.tileName} title={upload.name}>
        {upload.name}
      </p>
      {upload.status === 'queued' && <p className={styles.tileNote}>{t('uploads.queued')}</p>}
      {upload.status === 'retrying' && <p className={styles.tileNote}>{t('uploads.retrying')}</p>}
      {upload.status === 'uploading' && (
        // Indeterminate once every byte is sent: the server is still making the variants.
        <progress
          className={tiles.progress}
          value={upload.progress < 1 ? upload.progress : undefined}
          max={1}
          aria-label={t('uploads.progress', { name: upload.name })}
        />
      )}
      {failed && upload.error && (
        <>
          <p className={forms.error} role="alert">
            {errorText(upload.error)}
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('uploads.dismissLabel', { name: upload.name })}
            onClick={onDismiss}
          >
            {t('uploads.dismiss')}
          </button>
        </>
      )}
    </article>
  );
}
