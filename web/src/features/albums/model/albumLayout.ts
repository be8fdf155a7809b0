import type { MediaVariant } from '@/shared/media/mediaUrls';

/** How many of its images an album card shows. */
export type AlbumLayout = 1 | 2 | 3;

/**
 * SPEC §9: albums alternate their layouts by position, "position cycle 1, 2, 2". The SPEC lists
 * three layouts (one, two and three images) and counts them from 0, as positions are counted:
 * read as image counts the cycle is 2, 3, 3, so every layout the SPEC crops for is drawn (the
 * one-image layout by albums with a single photo). The card draws up to 3 images (see
 * `ALBUM_TILES`); the cycle decides which appear.
 */
export const LAYOUT_CYCLE: readonly AlbumLayout[] = [2, 3, 3];

/** The layout of the album at `position` (0-based) in the list, capped by its images. */
export function albumLayout(position: number, imageCount: number): AlbumLayout {
  const wanted = LAYOUT_CYCLE[position % LAYOUT_CYCLE.length] ?? 1;
  return Math.max(1, Math.min(wanted, imageCount, 3)) as AlbumLayout;
}

/** One image of a card: its server crop (1x and 2x) and its size in the 392×288 card. */
export interface AlbumTile {
  variants: readonly [MediaVariant, MediaVariant];
  width: number;
  height: number;
}

/**
 * SPEC §9: every card is 392×288 and the server crops each image to its place ("fill"): one
 * image fills it; two stand side by side; three are a tall one beside two small ones.
 */
export const ALBUM_TILES: Record<AlbumLayout, readonly AlbumTile[]> = {
  1: [{ variants: ['card', 'card-2x'], width: 392, height: 288 }],
  2: [
    { variants: ['album-pair', 'album-pair-2x'], width: 195, height: 288 },
    { variants: ['album-pair', 'album-pair-2x'], width: 195, height: 288 },
  ],
  3: [
    { variants: ['album-trio-tall', 'album-trio-tall-2x'], width: 206, height: 288 },
    { variants: ['album-trio-small', 'album-trio-small-2x'], width: 184, height: 143 },
    { variants: ['album-trio-small', 'album-trio-small-2x'], width: 184, height: 143 },
  ],
};

export const CARD_WIDTH = 392;
export const CARD_HEIGHT = 288;
