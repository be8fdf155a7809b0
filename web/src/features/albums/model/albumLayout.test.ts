import { describe, expect, it } from 'vitest';
import { VARIANT_WIDTH } from '@/shared/media/mediaUrls';
import { ALBUM_TILES, CARD_WIDTH, albumLayout } from './albumLayout';

describe('albumLayout', () => {
  it('cycles two, three, three images by position', () => {
    const layouts = [0, 1, 2, 3, 4, 5, 6].map((position) => albumLayout(position, 3));
    expect(layouts).toEqual([2, 3, 3, 2, 3, 3, 2]);
  });

  it('shows no more images than the album has', () => {
    expect(albumLayout(1, 1)).toBe(1);
    expect(albumLayout(2, 2)).toBe(2);
    expect(albumLayout(0, 0)).toBe(1);
  });
});

describe('ALBUM_TILES', () => {
  it('names variants the server renders, each as wide as its place at 1x and 2x', () => {
    for (const tiles of Object.values(ALBUM_TILES)) {
      for (const { variants, width } of tiles) {
        expect(VARIANT_WIDTH[variants[0]]).toBe(width);
        expect(VARIANT_WIDTH[variants[1]]).toBe(width * 2);
      }
    }
  });

  it('fills the 392 px card in every layout (the 2 px between images aside)', () => {
    expect(ALBUM_TILES[1][0]?.width).toBe(CARD_WIDTH);
    expect(ALBUM_TILES[2].reduce((sum, tile) => sum + tile.width, 2)).toBe(CARD_WIDTH);
    const [tall, small] = ALBUM_TILES[3];
    expect((tall?.width ?? 0) + (small?.width ?? 0) + 2).toBe(CARD_WIDTH);
  });
});

describe('tile sizes', () => {
  // A card is the page's width less its margins on a phone (92vw), half of it on a tablet
  // (46vw) and 392 px from 960 px; a tile takes its share of the card, rounded up so the
  // browser never picks a file too small.
  it('give each tile its share of the card in every column count', () => {
    for (const tiles of Object.values(ALBUM_TILES)) {
      for (const { width, sizes } of tiles) {
        const share = width / CARD_WIDTH;
        expect(sizes).toBe(
          `(min-width: 960px) ${width}px, (min-width: 600px) ${Math.ceil(46 * share)}vw, ${Math.ceil(92 * share)}vw`,
        );
      }
    }
  });
});
