import { describe, expect, it } from 'vitest';
import { swipeStep, wrapped } from './slides';

describe('the feedback slider’s arrows', () => {
  it('move one slide either way', () => {
    expect(wrapped(1, 1, 4)).toBe(2);
    expect(wrapped(2, -1, 4)).toBe(1);
  });

  it('wrap around at both ends', () => {
    expect(wrapped(3, 1, 4)).toBe(0);
    expect(wrapped(0, -1, 4)).toBe(3);
    expect(wrapped(0, 1, 1)).toBe(0);
  });

  it('have nowhere to go without slides', () => {
    expect(wrapped(0, 1, 0)).toBe(0);
  });
});

describe('a swipe over the slider', () => {
  it('to the left shows the next slide, to the right the previous', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('changes nothing up to 50 px', () => {
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(0);
    expect(swipeStep(-51, 0)).toBe(1);
  });

  it('changes nothing while the page is scrolled', () => {
    expect(swipeStep(-60, 120)).toBe(0);
  });
});
