/** SPEC §9: a finger's move longer than this many pixels changes the photo. */
export const SWIPE_THRESHOLD_PX = 50;

/** SPEC §9: the next page of photos is asked for when the shown one is this near the end. */
export const NEAR_END = 3;

/**
 * Which way a finger's move turns the viewer: a swipe left shows the next photo (1), right the
 * previous (-1). Shorter moves, and mostly vertical ones, change nothing.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Whether to load the next page: the photo at `index` is within `NEAR_END` of the last of the
 * `loaded` ones (or past them, as a shared link may point), and the album has more.
 */
export function wantsMorePhotos(index: number, loaded: number, total: number): boolean {
  return loaded < total && index >= loaded - NEAR_END;
}

/** The positions the viewer asked its parent for since the parent last caught up. */
export interface AskedMoves {
  from: number;
  to: number;
}

/**
 * Whether the shown `index` has caught up with the moves asked for: it is the last one, or
 * somewhere they never passed (the parent moved elsewhere). Until then a further step starts
 * from the last position asked for, not from one shown on the way.
 */
export function caughtUp({ from, to }: AskedMoves, index: number): boolean {
  return index === to || index < Math.min(from, to) || index > Math.max(from, to);
}
