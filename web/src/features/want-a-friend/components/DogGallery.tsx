import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DogPhoto } from '../api/types';
import { galleryPhotos } from '../model/galleryPhotos';
import { mediaUrl } from '@/shared/media/mediaUrls';
import { MediaPicture } from '@/shared/media/MediaPicture';
import styles from './DogGallery.module.css';

/** SPEC §9: thumbnails are 124 px wide on phones and 202 px from tablets up. */
function Thumbnail({ imageId }: { imageId: string }) {
  const tablet = '(min-width: 600px)';
  return (
    <picture>
      <source media={tablet} type="image/webp" srcSet={mediaUrl(imageId, 'thumb', 'webp')} />
      <source media={tablet} type="image/jpeg" srcSet={mediaUrl(imageId, 'thumb', 'jpg')} />
      <source type="image/webp" srcSet={mediaUrl(imageId, 'thumb-small', 'webp')} />
      <img src={mediaUrl(imageId, 'thumb-small', 'jpg')} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}

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
          variants={['detail', 'full']}
          sizes="(min-width: 960px) 580px, 100vw"
          alt={t('details.photoAlt', { name, index: selected + 1 })}
          eager
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
