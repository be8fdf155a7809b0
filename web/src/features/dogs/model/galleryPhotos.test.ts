import { describe, expect, it } from 'vitest';
import type { DogPhoto } from '../api/types';
import { galleryPhotos } from './galleryPhotos';

const photo = (id: string, main = false): DogPhoto => ({
  id,
  photo: `/media/${id}/detail.jpg`,
  main,
});
const ids = (photos: DogPhoto[]) => photos.map((p) => p.id);

describe('galleryPhotos', () => {
  it('puts the main photo first', () => {
    expect(ids(galleryPhotos([photo('a'), photo('b', true), photo('c')]))).toEqual(['b', 'a', 'c']);
  });

  it('starts with the first photo when none is flagged main', () => {
    expect(ids(galleryPhotos([photo('a'), photo('b')]))).toEqual(['a', 'b']);
  });

  it('keeps at most 5', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => photo(id));
    expect(ids(galleryPhotos(many))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('is empty without photos', () => {
    expect(galleryPhotos([])).toEqual([]);
  });
});
