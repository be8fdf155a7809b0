/** Which photo the open viewer shows: the album's id and the photo's 0-based position. */
export interface PhotoAddress {
  albumId: number;
  index: number;
}

const ALBUM_PARAM = 'album';
const PHOTO_PARAM = 'photo';

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/**
 * The photo a gallery address opens (`?album=3&photo=5`, the photo 1-based); `null` when it
 * names none. A missing or malformed photo opens the album at its first one.
 */
export function parsePhotoAddress(search: URLSearchParams): PhotoAddress | null {
  const albumId = positiveInteger(search.get(ALBUM_PARAM));
  if (albumId === null) return null;
  const photo = positiveInteger(search.get(PHOTO_PARAM)) ?? 1;
  return { albumId, index: photo - 1 };
}

/** `search` with the viewer's photo in it, or without it when `address` is `null`. */
export function formatPhotoAddress(
  search: URLSearchParams,
  address: PhotoAddress | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(ALBUM_PARAM);
  next.delete(PHOTO_PARAM);
  if (address) {
    next.set(ALBUM_PARAM, String(address.albumId));
    next.set(PHOTO_PARAM, String(address.index + 1));
  }
  return next;
}
