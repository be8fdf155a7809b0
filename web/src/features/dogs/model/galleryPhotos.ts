import type { DogPhoto } from '../api/types';

/** SPEC §9: details show at most 5 thumbnails. */
export const MAX_THUMBNAILS = 5;

/**
 * The photos of a dog's gallery: the one flagged main first, else the first one (SPEC §2),
 * then the others in their order, at most 5.
 */
export function galleryPhotos(photos: readonly DogPhoto[]): DogPhoto[] {
  const main = photos.find((photo) => photo.main) ?? photos[0];
  if (!main) return [];
  return [main, ...photos.filter((photo) => photo !== main)].slice(0, MAX_THUMBNAILS);
}
