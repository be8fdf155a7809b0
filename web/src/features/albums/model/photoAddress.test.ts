import { describe, expect, it } from 'vitest';
import { formatPhotoAddress, parsePhotoAddress } from './photoAddress';

const parse = (query: string) => parsePhotoAddress(new URLSearchParams(query));

describe('parsePhotoAddress', () => {
  it('reads the album and the 1-based photo', () => {
    expect(parse('album=3&photo=5')).toEqual({ albumId: 3, index: 4 });
  });

  it('opens the first photo when the photo is missing or not a positive number', () => {
    expect(parse('album=3')).toEqual({ albumId: 3, index: 0 });
    expect(parse('album=3&photo=0')).toEqual({ albumId: 3, index: 0 });
    expect(parse('album=3&photo=x')).toEqual({ albumId: 3, index: 0 });
  });

  it('names no photo without a valid album', () => {
    expect(parse('')).toBeNull();
    expect(parse('photo=2')).toBeNull();
    expect(parse('album=-1&photo=2')).toBeNull();
    expect(parse('album=3.5')).toBeNull();
  });
});

describe('formatPhotoAddress', () => {
  it('writes the photo 1-based and keeps other parameters', () => {
    const next = formatPhotoAddress(new URLSearchParams('utm=x'), { albumId: 3, index: 4 });
    expect(next.toString()).toBe('utm=x&album=3&photo=5');
  });

  it('removes the photo when the viewer closes', () => {
    const next = formatPhotoAddress(new URLSearchParams('album=3&photo=5'), null);
    expect(next.toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const address = { albumId: 12, index: 39 };
    expect(parsePhotoAddress(formatPhotoAddress(new URLSearchParams(), address))).toEqual(address);
  });
});
