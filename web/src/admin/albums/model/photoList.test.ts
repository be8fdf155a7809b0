import { describe, expect, it } from 'vitest';
import type { AdminPhoto, AdminPhotoPage, CoverIndex } from '../api/albumTypes';
import {
  emptyPhotoList,
  hasMorePhotos,
  photoListReducer,
  photoPagesForMore,
  photoPagesShown,
} from './photoList';

const photo = (number: number, coverIndex: CoverIndex | null = null) =>
  ({ number, coverIndex, turns: 0 }) as AdminPhoto;

const page = (photos: AdminPhoto[], totalElements: number): AdminPhotoPage => ({
  content: photos,
  last: false,
  totalElements,
  totalPages: Math.ceil(totalElements / 16),
});

const numbers = (state: { photos: AdminPhoto[] }) => state.photos.map((p) => p.number);
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => from - index).map((n) => photo(n));

describe('the album page’s photos', () => {
  it('keeps covers first by place, then the newest', () => {
    const state = photoListReducer(emptyPhotoList, {
      type: 'replaced',
      page: page([photo(2, 1), photo(7, 0), photo(9), photo(3)], 4),
    });
    expect(numbers(state)).toEqual([7, 2, 9, 3]);
  });

  it('puts an upload after the covers and counts it once', () => {
    let state = photoListReducer(emptyPhotoList, {
      type: 'replaced',
      page: page([photo(2, 0), photo(5), photo(4)], 3),
    });
    state = photoListReducer(state, { type: 'uploaded', photo: photo(6) });
    state = photoListReducer(state, { type: 'uploaded', photo: photo(6) });
    expect(numbers(state)).toEqual([2, 6, 5, 4]);
    expect(state.total).toBe(4);
  });

  it('asks for the page where the unseen photos start, after uploads pushed them down', () => {
    let state = photoListReducer(emptyPhotoList, {
      type: 'replaced',
      page: page(range(40, 25), 40),
    });
    expect(photoPagesForMore(state)).toEqual([2]);
    for (const number of [41, 42, 43]) {
      state = photoListReducer(state, { type: 'uploaded', photo: photo(number) });
    }
    expect(hasMorePhotos(state)).toBe(true);
    // 19 shown: the server's page 2 now starts with photo 27, which is shown already.
    expect(photoPagesForMore(state)).toEqual([2, 3]);
    state = photoListReducer(state, {
      type: 'appended',
      pages: [page(range(27, 12), 43), page(range(11, 1), 43)],
    });
    expect(numbers(state)).toEqual(range(43, 1).map((p) => p.number));
    expect(hasMorePhotos(state)).toBe(false);
    expect(photoPagesShown(state)).toEqual([1, 2, 3]);
  });

  it('shows page 1 again when nothing was shown', () => {
    expect(photoPagesShown(emptyPhotoList)).toEqual([1]);
  });
});
