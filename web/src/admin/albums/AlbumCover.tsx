import { MediaPicture } from '@/shared/media/MediaPicture';
import type { PhotoImage } from '@/shared/gallery/types';
import styles from './Albums.module.css';

/**
 * An album's card pictures (SPEC §9 layouts): one fills the card, two share it, three are a
 * tall one beside two small ones. No photos yet: the sand background alone.
 */
export function AlbumCover({ images }: { images: readonly PhotoImage[] }) {
  const shown = images.slice(0, 3);
  return (
    <div className={`${styles.cover} ${styles[`cover${shown.length}`] ?? ''}`}>
      {shown.map((image, index) =>
        shown.length === 1 ? (
          <MediaPicture
            key={image.id}
            className={styles.coverImage}
            imageId={image.id}
            alt=""
            variants={['card', 'card-2x']}
            height={288}
            sizes="(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw"
          />
        ) : (
          <MediaPicture
            key={image.id}
            className={`${styles.coverImage} ${index === 0 ? styles.coverMain : ''}`}
            imageId={image.id}
            alt=""
            variants={['thumb', 'detail']}
            sizes="(min-width: 960px) 180px, 50vw"
          />
        ),
      )}
    </div>
  );
}
