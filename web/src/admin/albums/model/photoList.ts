import type { AdminPhoto, AdminPhotoPage } from '../api/albumTypes';

/** SPEC §9: an album's photos come 16 per page. */
export const PHOTOS_PER_PAGE = 16;

/**
 * The album page's photos: the server's pages loaded so far and the photos this page uploaded
 * since, each once, in the SPEC §4 order (covers by place, then the newest). Uploads go into
 * the album at once, so they push the server's later pages down.
 */
export interface PhotoListState {
  photos: AdminPhoto[];
  /** The album's photo count as last known. */
  total: number;
}

export type PhotoListAction =
  | { type: 'replaced'; page: AdminPhotoPage }
  | { type: 'appended'; pages: AdminPhotoPage[] }
  | { type: 'uploaded'; photo: AdminPhoto };

export const emptyPhotoList: PhotoListState = { photos: [], total: 0 };

/** SPEC §4 "covers sorted first by index, rest by newest" (numbers grow with each upload). */
export function photoOrder(a: AdminPhoto, b: AdminPhoto): number {
  if (a.coverIndex !== null || b.coverIndex !== null) {
    return (a.coverIndex ?? 3) - (b.coverIndex ?? 3);
  }
  return b.number - a.number;
}

function merged(shown: readonly AdminPhoto[], more: readonly AdminPhoto[]): AdminPhoto[] {
  const byNumber = new Map(shown.map((photo) => [photo.number, photo]));
  for (const photo of more) if (!byNumber.has(photo.number)) byNumber.set(photo.number, photo);
  return [...byNumber.values()].sort(photoOrder);
}

export function photoListReducer(state: PhotoListState, action: PhotoListAction): PhotoListState {
  switch (action.type) {
    case 'replaced':
      return {
        photos: [...action.page.content].sort(photoOrder),
        total: action.page.totalElements,
      };
    case 'appended': {
      const latest = action.pages.at(-1);
      if (!latest) return state;
      return {
        photos: merged(
          state.photos,
          action.pages.flatMap((page) => page.content),
        ),
        total: latest.totalElements,
      };
    }
    case 'uploaded':
      if (state.photos.some((photo) => photo.number === action.photo.number)) return state;
      return { ...state, photos: merged(state.photos, [action.photo]), total: state.total + 1 };
  }
}

/**
 * The server pages "more" fetches. What is shown is the start of the server's order (uploads
 * sit right after the covers there too), so the next photos begin at the shown count; when
 * that falls inside a page, the page after it comes too, so one "more" brings a full page.
 */
export function photoPagesForMore(state: PhotoListState): number[] {
  const next = Math.floor(state.photos.length / PHOTOS_PER_PAGE) + 1;
  return state.photos.length % PHOTOS_PER_PAGE === 0 ? [next] : [next, next + 1];
}

/** The pages that show again what is shown now (after a save the order may have changed). */
export function photoPagesShown(state: PhotoListState): number[] {
  const count = Math.max(1, Math.ceil(state.photos.length / PHOTOS_PER_PAGE));
  return Array.from({ length: count }, (_, index) => index + 1);
}

export function hasMorePhotos(state: PhotoListState): boolean {
  return state.photos.length < state.total;
}
