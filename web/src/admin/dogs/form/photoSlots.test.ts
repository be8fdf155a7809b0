import { describe, expect, it } from 'vitest';
import type { AdminDog } from '../api/dogTypes';
import { checkPhotoFile } from '@/shared/media/photoFiles';
import {
  MAX_PHOTOS,
  photosBody,
  photosError,
  photoSlotsReducer,
  slotsOfDog,
  type PhotoSlot,
} from './photoSlots';

function slot(key: string, change: Partial<PhotoSlot> = {}): PhotoSlot {
  return {
    key,
    name: `${key}.jpg`,
    source: 'device',
    preview: null,
    status: 'uploaded',
    progress: 1,
    imageId: `id-${key}`,
    error: null,
    ...change,
  };
}

const keys = (slots: PhotoSlot[]) => slots.map((s) => s.key);

describe('photo slots', () => {
  it('hold at most five photos', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => slot(key));
    expect(photoSlotsReducer([], { type: 'added', slots: six })).toHaveLength(MAX_PHOTOS);
  });

  it('follow an upload from progress to its image id', () => {
    let slots = [slot('a', { status: 'uploading', progress: 0, imageId: null })];
    slots = photoSlotsReducer(slots, { type: 'progressed', key: 'a', progress: 0.4 });
    expect(slots[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    slots = photoSlotsReducer(slots, { type: 'uploaded', key: 'a', imageId: 'abc' });
    expect(slots[0]).toMatchObject({ status: 'uploaded', progress: 1, imageId: 'abc' });
  });

  it('keep the server refusal on the photo it belongs to', () => {
    const slots = photoSlotsReducer([slot('a'), slot('b', { status: 'uploading' })], {
      type: 'failed',
      key: 'b',
      error: 'warningMessageInvalidPhoto',
    });
    expect(slots.map((s) => s.error)).toEqual([null, 'warningMessageInvalidPhoto']);
  });

  it.each([
    ['c', 0, ['c', 'a', 'b']],
    ['a', 2, ['b', 'c', 'a']],
    ['b', 0, ['b', 'a', 'c']],
    ['a', -1, ['a', 'b', 'c']],
    ['c', 9, ['a', 'b', 'c']],
    ['x', 0, ['a', 'b', 'c']],
  ])('move %s to %i', (key, to, expected) => {
    const slots = ['a', 'b', 'c'].map((k) => slot(k));
    expect(keys(photoSlotsReducer(slots, { type: 'moved', key, to }))).toEqual(expected);
  });

  it('remove one photo and keep the order of the rest', () => {
    const slots = ['a', 'b', 'c'].map((k) => slot(k));
    expect(keys(photoSlotsReducer(slots, { type: 'removed', key: 'a' }))).toEqual(['b', 'c']);
  });

  it('send the uploaded photos in order, the first as the main one', () => {
    const slots = [slot('b'), slot('a'), slot('c')];
    expect(photosBody(slots)).toEqual([
      { id: 'id-b', main: true },
      { id: 'id-a', main: false },
      { id: 'id-c', main: false },
    ]);
  });

  it('need one uploaded photo and none that failed', () => {
    expect(photosError([])).toBe('photoRequired');
    expect(photosError([slot('a', { status: 'uploading' })])).toBe('photoRequired');
    expect(photosError([slot('a'), slot('b', { status: 'failed' })])).toBe('photoNotUploaded');
    expect(photosError([slot('a')])).toBeNull();
  });

  it('start from the dog’s photos, main first', () => {
    const dog = {
      photos: [
        { id: 'x', photo: '/media/x/card.jpg', main: false },
        { id: 'y', photo: '/media/y/card.jpg', main: true },
      ],
    } as AdminDog;
    expect(slotsOfDog(dog).map((s) => [s.imageId, s.source, s.status])).toEqual([
      ['y', 'saved', 'uploaded'],
      ['x', 'saved', 'uploaded'],
    ]);
  });
});

describe('chosen files', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 }, null],
    [
      { name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 },
      'warningMessageInvalidPhoto',
    ],
    [{ name: 'a.gif', type: 'image/gif', size: 1000 }, 'warningMessageInvalidPhoto'],
    [{ name: 'a.heic', type: 'image/heic', size: 1000 }, 'warningMessageInvalidPhoto'],
    [{ name: 'a.png', type: 'image/webp', size: 1000 }, 'warningMessageInvalidPhoto'],
    [{ name: 'IMG_1.JPEG', type: '', size: 1000 }, null],
    [{ name: 'notes', type: '', size: 1000 }, 'warningMessageInvalidPhoto'],
  ])('%j → %s', (file, expected) => {
    expect(checkPhotoFile(file)).toBe(expected);
  });
});
