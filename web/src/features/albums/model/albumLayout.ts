import type { MediaVariant } from '@/shared/media/mediaUrls';
import pictures from './pictures.json';

/** How many of its images an album card shows. */
export type AlbumLayout = 1 | 2 | 3;

/** One image of a card: its server crop (1x and 2x), its size in the 392×288 card and its
 * `sizes`. */
export interface AlbumTile {
  variants: readonly [MediaVariant, MediaVariant];
  width: number;
  height: number;
  sizes: string;
}

/**
 * How the gallery draws its cards. The server reads the same file to preload the first card's
 * pictures (query/src/page_meta/subjects/gallery.rs), which helps only when the preload's
 * `srcset` and `sizes` are exactly the picture's. JSON has no variant type; a test checks the
 * names and the sizes.
 */
const PICTURES = pictures as unknown as {
  layoutCycle: readonly AlbumLayout[];
  tiles: Record<AlbumLayout, readonly AlbumTile[]>;
  /** Cards in the first row (up to three columns) load their pictures at once. */
  eagerCards: number;
};

/**
 * SPEC §9: albums alternate their layouts by position, "position cycle 1, 2, 2". The SPEC lists
 * three layouts (one, two and three images) and counts them from 0, as positions are counted:
 * read as image counts the cycle is 2, 3, 3, so every layout the SPEC crops for is drawn (the
 * one-image layout by albums with a single photo). The card draws up to 3 images (see
 * `ALBUM_TILES`); the cycle decides which appear.
 */
const LAYOUT_CYCLE = PICTURES.layoutCycle;

/** The layout of the album at `position` (0-based) in the list, capped by its images. */
export function albumLayout(position: number, imageCount: number): AlbumLayout {
  const wanted = LAYOUT_CYCLE[position % LAYOUT_CYCLE.length] ?? 1;
  return Math.max(1, Math.min(wanted, imageCount, 3)) as AlbumLayout;
}

/**
 * SPEC §9: every card is 392×288 and the server crops each image to its place ("fill"): one
 * image fills it; two stand side by side; three are a tall one beside two small ones. Cards are
 * 392 px wide at most: one column on phones, two on tablets, three from 960 px, and each
 * tile's `sizes` is its share of that.
 */
export const ALBUM_TILES = PICTURES.tiles;

export const EAGER_CARDS = PICTURES.eagerCards;

export const CARD_WIDTH = 392;
