import { describe, expect, it } from 'vitest';
import { VARIANT_WIDTH } from '@/shared/media/mediaUrls';
import { PICTURES } from './pictures';

describe('PICTURES', () => {
  it('names only variants the server renders, smallest first', () => {
    for (const look of [PICTURES.card, PICTURES.gallery]) {
      expect(look.variants.length).toBeGreaterThan(0);
      const widths = look.variants.map((variant) => VARIANT_WIDTH[variant]);
      expect(widths.every((width) => typeof width === 'number')).toBe(true);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
    }
  });
});
