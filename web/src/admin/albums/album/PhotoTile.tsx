import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { AdminPhoto, CoverIndex } from '../api/albumTypes';
import { turnDegrees } from '../model/albumDraft';
import tiles from '@/admin/shared/ui/PhotoTiles.module.css';
import styles from '../Albums.module.css';

interface PhotoTileProps {
  photo: AdminPhoto;
  /** Its cover place as the page will save it. */
  coverPlace: CoverIndex | undefined;
  /** Quarter turns not saved yet, drawn over the saved rendering. */
  pendingTurns: number;
  onPreview: () => void;
  onToggleCover: () => void;
  onTurn: () => void;
  onDelete: () => void;
}

/** One photo of the album page, with its cover mark and what staff can do with it. */
export function PhotoTile({
  photo,
  coverPlace,
  pendingTurns,
  onPreview,
  onToggleCover,
  onTurn,
  onDelete,
}: PhotoTileProps) {
  const { t } = useTranslation('adminAlbums');
  const labelId = useId();
  const number = photo.number;
  const cover = coverPlace !== undefined;
  const degrees = turnDegrees(pendingTurns);
  return (
    <article
      className={`${styles.tile} ${cover ? styles.tileCover : ''}`}
      aria-labelledby={labelId}
      data-photo={number}
    >
      <button
        type="button"
        className={styles.preview}
        aria-haspopup="dialog"
        aria-label={t('album.preview', { number })}
        onClick={onPreview}
      >
        <span className={styles.frame} style={{ transform: `rotate(${degrees}deg)` }}>
          <MediaPicture
            className={styles.tileImage}
            imageId={photo.image.id}
            variants={['thumb', 'detail']}
            alt=""
            sizes="(min-width: 960px) 202px, 45vw"
          />
        </span>
      </button>
      {cover && (
        <span className={styles.coverMark}>{t('album.coverMark', { number: coverPlace + 1 })}</span>
      )}
      <p id={labelId} className={styles.tileName}>
        {t('album.photoLabel', { number })}
        {degrees !== 0 && (
          <span className={styles.tileNote}> · {t('album.turned', { degrees })}</span>
        )}
      </p>
      <div className={tiles.controls}>
        <button
          type="button"
          className={`${tiles.iconButton} ${cover ? tiles.iconButtonOn : ''}`}
          aria-pressed={cover}
          aria-label={t('album.cover', { number })}
          title={cover ? t('album.removeCover') : t('album.selectCover')}
          onClick={onToggleCover}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
              fill={cover ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className={tiles.iconButton}
          aria-label={t('album.turn', { number })}
          title={t('album.turnHint')}
          onClick={onTurn}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className={tiles.iconButton}
          aria-haspopup="dialog"
          aria-label={t('album.delete', { number })}
          title={t('album.deleteHint')}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M5 7h14M10 7V4.5h4V7M7 7l1 12.5h8L17 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </article>
  );
}
