/** SPEC §4: cards per step of the recommended carousel. */
export const CARDS_PER_STEP = { desktop: 3, tablet: 2 } as const;

export interface CarouselInput {
  /** The first card the visitor asked to see. */
  start: number;
  perStep: number;
  /** Cards loaded so far. */
  loaded: number;
  /** The server has more pages. */
  hasMore: boolean;
}

export interface CarouselWindow {
  /** The first card shown. */
  first: number;
  /** Cards of the window still to come from the server. */
  missing: number;
  canGoBack: boolean;
  canGoForward: boolean;
}

/**
 * Which cards the carousel shows. Steps go forward a whole window at a time; once the server
 * has nothing more, the last window ends at the last card, so it is never half empty.
 */
export function carouselWindow({ start, perStep, loaded, hasMore }: CarouselInput): CarouselWindow {
  const first = hasMore ? start : Math.max(0, Math.min(start, loaded - perStep));
  return {
    first,
    missing: hasMore ? Math.max(0, first + perStep - loaded) : 0,
    canGoBack: first > 0,
    canGoForward: hasMore || first + perStep < loaded,
  };
}

/** Where a step forward starts: the window after the one shown. */
export function nextStart(view: CarouselWindow, perStep: number): number {
  return view.first + perStep;
}

/** Where a step back starts: one window earlier, never before the first card. */
export function previousStart(view: CarouselWindow, perStep: number): number {
  return Math.max(0, view.first - perStep);
}
