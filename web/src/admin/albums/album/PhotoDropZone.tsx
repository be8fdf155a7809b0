import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import styles from '../Albums.module.css';

/**
 * Where photos come in: dropped from the computer, or picked (several at once, also on a phone).
 */
export function PhotoDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('adminAlbums');
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same files again is noticed.
    event.target.value = '';
    onFiles(files);
  };

  return (
    <div
      className={`${styles.dropZone} ${over ? styles.dropZoneOver : ''}`}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className={styles.dropTitle}>{t('uploads.drop')}</p>
      <label className={`button button--primary ${styles.pick}`}>
        {t('uploads.pick')}
        <input
          type="file"
          className="visually-hidden"
          accept={ACCEPTED_TYPES.join(',')}
          multiple
          aria-describedby={hintId}
          onChange={choose}
        />
      </label>
      <p id={hintId} className={styles.dropHint}>
        {t('uploads.hint')}
      </p>
    </div>
  );
}
