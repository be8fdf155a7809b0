import { describe, expect, it } from 'vitest';
import { carouselWindow, nextStart, previousStart } from './carousel';

describe('the recommended carousel', () => {
  it('starts with the previous arrow disabled', () => {
    const view = carouselWindow({ start: 0, perStep: 3, loaded: 3, hasMore: true });
    expect(view).toEqual({ first: 0, missing: 0, canGoBack: false, canGoForward: true });
  });

  it('asks for the next page when the window reaches past the loaded cards', () => {
    const view = carouselWindow({ start: 3, perStep: 3, loaded: 3, hasMore: true });
    expect(view).toEqual({ first: 3, missing: 3, canGoBack: true, canGoForward: true });
  });

  it('steps two cards at a time on a tablet, fetching when the window runs out', () => {
    const first = carouselWindow({ start: 0, perStep: 2, loaded: 3, hasMore: true });
    expect(first.missing).toBe(0);
    const second = carouselWindow({
      start: nextStart(first, 2),
      perStep: 2,
      loaded: 3,
      hasMore: true,
    });
    expect(second).toMatchObject({ first: 2, missing: 1, canGoForward: true });
  });

  it('disables next at the end once nothing more can be loaded', () => {
    const view = carouselWindow({ start: 3, perStep: 3, loaded: 6, hasMore: false });
    expect(view).toEqual({ first: 3, missing: 0, canGoBack: true, canGoForward: false });
  });

  it('ends the last window at the last card', () => {
    expect(carouselWindow({ start: 6, perStep: 3, loaded: 7, hasMore: false })).toEqual({
      first: 4,
      missing: 0,
      canGoBack: true,
      canGoForward: false,
    });
  });

  it('shows a short list whole, with both arrows disabled', () => {
    expect(carouselWindow({ start: 0, perStep: 3, loaded: 2, hasMore: false })).toEqual({
      first: 0,
      missing: 0,
      canGoBack: false,
      canGoForward: false,
    });
  });

  it('steps back a window, never before the first card', () => {
    const view = carouselWindow({ start: 2, perStep: 3, loaded: 9, hasMore: false });
    expect(previousStart(view, 3)).toBe(0);
    expect(
      previousStart(carouselWindow({ start: 6, perStep: 3, loaded: 9, hasMore: false }), 3),
    ).toBe(3);
  });
});
