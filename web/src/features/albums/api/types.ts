/** The public gallery's answers (`GET /api/albums`, `GET /api/albums/{id}/photos`). */

import type { PhotoImage } from '@/shared/gallery/types';

/** SPEC §3 "Public album": a published album with at least one photo. */
export interface PublicAlbum {
  id: number;
  /** In the request's language. */
  name: string;
  photosCount: number;
  /** Up to 3: the covers by their index, then the newest photos. */
  images: PublicImage[];
}

/** SPEC §3 "images (id, photo)": `photo` is a ready JPEG of one size; the page builds its
 * `srcset` from the id. */
export interface PublicImage extends PhotoImage {
  photo: string;
}

/** SPEC §3 "Paged response". */
export interface Paged<T> {
  content: T[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** One photo of an album; `number` names it within the album. */
export interface AlbumPhoto extends PublicImage {
  number: number;
}

/** A page of 16 photos, covers first, then the newest. */
export interface AlbumPhotosPage extends Paged<AlbumPhoto> {
  id: number;
  name: string;
  photosCount: number;
}
