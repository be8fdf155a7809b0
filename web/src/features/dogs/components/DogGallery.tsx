import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DogPhoto } from '../api/types';
import { galleryPhotos } from '../model/galleryPhotos';
import { VARIANT_WIDTH, mediaUrl } from '@/shared/media/mediaUrls';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { PICTURES } from '../model/pictures';
import styles from './DogGallery.module.css';

/** SPEC §9: thumbnails are 124 px wide on phones and 202 px from tablets up. */
function Thumbnail({ imageId }: { imageId: string }) {
  const tablet = '(min-width: 600px)';
  return (
    <picture>
      <source media={tablet} type="image/webp" srcSet={mediaUrl(imageId, 'thumb', 'webp')} />
      <source media={tablet} type="image/jpeg" srcSet={mediaUrl(imageId, 'thumb', 'jpg')} />
      <source type="image/webp" srcSet={mediaUrl(imageId, 'thumb-small', 'webp')} />
      <img
        src={mediaUrl(imageId, 'thumb-small', 'jpg')}
        alt=""
        width={THUMB_WIDTH}
        height={(THUMB_WIDTH * 3) / 4}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/** The photo is drawn in a 4:3 box (cropped to it), whatever its own shape. */
const DETAIL_WIDTH = VARIANT_WIDTH.detail;
const THUMB_WIDTH = VARIANT_WIDTH['thumb-small'];

/** Thumbnails shown while the dog loads; the row's height does not depend on how many. */
const THUMB_PLACEHOLDERS = 3;

export function DogGallery({ name, photos }: { name: string; photos: readonly DogPhoto[] }) {
  const { t } = useTranslation('wantAFriend');
  const ordered = galleryPhotos(photos);
  const [selected, setSelected] = useState(0);
  const current = ordered[selected] ?? ordered[0];

  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t('details.gallery')}>
      <div className={styles.big}>
        <MediaPicture
          key={current.id}
          imageId={current.id}
          variants={PICTURES.gallery.variants}
          sizes={PICTURES.gallery.sizes}
          alt={t('details.photoAlt', { name, index: selected + 1 })}
          height={(DETAIL_WIDTH * 3) / 4}
          priority
        />
      </div>
      {ordered.length > 1 && (
        <ul className={styles.thumbs}>
          {ordered.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('details.showPhoto', { index: index + 1, count: ordered.length })}
                onClick={() => setSelected(index)}
              >
                <Thumbnail imageId={photo.id} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The gallery's shape while the dog loads: the same 4:3 photo box and a row of thumbnails, so
 * the parameters below keep their place when the photos arrive.
 */
export function DogGallerySkeleton() {
  return (
    <div className={styles.gallery} aria-hidden="true">
      <div className={`${styles.big} skeleton`} />
      <div className={styles.thumbs}>
        {Array.from({ length: THUMB_PLACEHOLDERS }, (_, index) => (
          <span key={index} className={`${styles.thumb} skeleton`} />
        ))}
      </div>
    </div>
  );
}
