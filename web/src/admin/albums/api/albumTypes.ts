/** The admin album calls (`/api/admin/albums...`, the album contract's "Admin" part). */

import type { PhotoImage } from '@/shared/gallery/types';

export type AlbumStatus = 'PUBLISHED' | 'NOT_PUBLISHED';

export interface AlbumName {
  uk: string;
  en: string;
}

/** An album as staff see it, every status. */
export interface AdminAlbum {
  id: number;
  /** The version a save names; a newer one on the server answers 409 `conflict`. */
  version: number;
  status: AlbumStatus;
  name: AlbumName;
  photosCount: number;
  /** The card's images: up to three, covers first by place, then the newest. */
  images: PhotoImage[];
  dateCreated: string;
  dateChanged: string;
}

/** Cover places of an album (SPEC §9 "Cover photos per album: 3"). */
export type CoverIndex = 0 | 1 | 2;

/** Quarter turns clockwise (SPEC §3 `turnsCount`). */
export type Turns = 0 | 1 | 2 | 3;

/** A photo of an album, known by the number the album gave it (never reused). */
export interface AdminPhoto {
  number: number;
  /** Rendered at `turns` already. */
  image: PhotoImage;
  turns: Turns;
  coverIndex: CoverIndex | null;
  dateCreated: string;
}

/** The server's paged answer (SPEC §3 "Paged response"). */
export interface Paged<T> {
  content: T[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** `GET /api/admin/albums?page={n}`: 12 per page, newest first. */
export type AdminAlbumPage = Paged<AdminAlbum>;

/** `GET /api/admin/albums/{id}/photos?page={n}`: 16 per page, covers first, then newest. */
export type AdminPhotoPage = Paged<AdminPhoto>;

/** `POST /api/admin/albums`. */
export interface CreateAlbumBody {
  name: AlbumName;
}

/** `PUT /api/admin/albums/titles`. */
export interface RenameAlbumBody {
  albumId: number;
  version: number;
  name: AlbumName;
}

/** `PUT /api/admin/albums`: the album page saved whole, at the version it was loaded at. */
export interface SaveAlbumBody {
  id: number;
  version: number;
  name: AlbumName;
  deletedPhotoIds: number[];
  /** Every cover wanted (kept ones too), at most 3. */
  covers: number[];
  /** Only the photos whose turns change. */
  turns: { number: number; turnsCount: Turns }[];
}

export type AlbumEventName =
  | 'AlbumCreated'
  | 'AlbumRenamed'
  | 'PhotoAdded'
  | 'PhotoDeleted'
  | 'CoverSelected'
  | 'CoverRemoved'
  | 'PhotoTurned'
  | 'AlbumRestored'
  | 'AlbumPublished'
  | 'AlbumHidden'
  | 'AlbumDeleted';

/** `GET /api/admin/albums/{id}/versions/{version}`: the album right after that event. */
export interface AdminAlbumVersion extends AdminAlbum {
  /** All its photos then, covers first. */
  photos: AdminPhoto[];
  changedFields: string[];
}
