/**
 * Navigation state that asks the app not to scroll to the top, for navigations that change
 * the URL but not the page (the language switch, clearing a one-time flag).
 */
export interface KeepScrollState {
  keepScroll: true;
}

export const KEEP_SCROLL: KeepScrollState = { keepScroll: true };

export function wantsToKeepScroll(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<KeepScrollState>).keepScroll === true
  );
}
