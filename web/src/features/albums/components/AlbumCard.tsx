import { useTranslation } from 'react-i18next';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { PublicAlbum } from '../api/types';
import { ALBUM_TILES, albumLayout } from '../model/albumLayout';
import styles from './AlbumCard.module.css';

const LAYOUT_CLASS = { 1: styles.one, 2: styles.pair, 3: styles.trio } as const;

interface AlbumCardProps {
  album: PublicAlbum;
  /** Its place in the list, which chooses its layout (SPEC §9). */
  position: number;
  /** Cards in the first row load their images at once. */
  eager: boolean;
  onOpen: () => void;
}

/** One album: its images in the layout of its place, its name and how many photos it has. */
export function AlbumCard({ album, position, eager, onOpen }: AlbumCardProps) {
  const { t } = useTranslation('gallery');
  const layout = albumLayout(position, album.images.length);
  const tiles = ALBUM_TILES[layout];
  return (
    <article className={styles.card}>
      <button
        type="button"
        className={`${styles.cover} ${LAYOUT_CLASS[layout]}`}
        aria-label={t('openAlbum', { name: album.name })}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        {tiles.map((tile, index) => {
          const image = album.images[index];
          return (
            image && (
              <MediaPicture
                key={image.id}
                imageId={image.id}
                variants={tile.variants}
                sizes={tile.sizes}
                alt=""
                height={tile.height}
                eager={eager}
                className={styles.tile}
              />
            )
          );
        })}
      </button>
      <h3 className={styles.name}>{album.name}</h3>
      <p className={styles.count}>{t('photos', { count: album.photosCount })}</p>
    </article>
  );
}

/** A card's shape while the albums load: the same box and lines, so nothing moves after. */
export function AlbumCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.cover} skeleton`} />
      <span className={`${styles.name} ${styles.nameSkeleton} skeleton`} />
      <span className={`${styles.count} ${styles.countSkeleton} skeleton`} />
    </div>
  );
}
