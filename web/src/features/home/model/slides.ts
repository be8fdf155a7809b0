/** SPEC §9: a swipe longer than this many pixels changes the slide. */
export const SWIPE_THRESHOLD_PX = 50;

/** The slide `step` away from `index` among `count`: the arrows wrap around (SPEC §2). */
export function wrapped(index: number, step: number, count: number): number {
  if (count === 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Which way a finger's move turns the slider: a swipe left shows the next slide (1), right the
 * previous (-1). Shorter moves, and mostly vertical ones (scrolling the page), change nothing.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
