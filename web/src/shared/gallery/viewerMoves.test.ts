import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, caughtUp, swipeStep, wantsMorePhotos } from './viewerMoves';

describe('swipeStep', () => {
  it('turns to the next photo on a swipe left over 50 px, the previous on one right', () => {
    expect(swipeStep(-51, 0)).toBe(1);
    expect(swipeStep(51, 10)).toBe(-1);
  });

  it('ignores moves of 50 px or less and mostly vertical ones', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('wantsMorePhotos', () => {
  it('asks for the next page within 3 of the end of the loaded photos', () => {
    expect(wantsMorePhotos(12, 16, 40)).toBe(false);
    expect(wantsMorePhotos(13, 16, 40)).toBe(true);
    expect(wantsMorePhotos(15, 16, 40)).toBe(true);
  });

  it('asks for pages until a position past the loaded ones is there', () => {
    expect(wantsMorePhotos(30, 16, 40)).toBe(true);
  });

  it('asks for nothing once every photo is loaded', () => {
    expect(wantsMorePhotos(39, 40, 40)).toBe(false);
    expect(wantsMorePhotos(0, 2, 2)).toBe(false);
  });
});

describe('caughtUp', () => {
  it('waits while the parent shows positions passed on the way to the last one asked for', () => {
    expect(caughtUp({ from: 0, to: 5 }, 2)).toBe(false);
    expect(caughtUp({ from: 5, to: 1 }, 4)).toBe(false);
  });

  it('has caught up at the last position asked for, or anywhere else the parent went', () => {
    expect(caughtUp({ from: 0, to: 5 }, 5)).toBe(true);
    expect(caughtUp({ from: 3, to: 5 }, 0)).toBe(true);
    expect(caughtUp({ from: 3, to: 5 }, 9)).toBe(true);
  });
});
