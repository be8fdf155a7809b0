import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToTop } from '@/shared/lib/motion';

/** Navigation state that asks to keep the scroll position (used by the language switch). */
export interface KeepScrollState {
  keepScroll: true;
}

function wantsToKeepScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

/**
 * SPEC §2 scrolling: the position is remembered per path; back/forward restores it instantly,
 * any other navigation scrolls to the top smoothly (unless it asked to keep the position).
 */
export function useScrollMemory(): void {
  const { pathname, state, key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentPath = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded on every scroll event (a Map write is cheap), so a click right after scrolling
    // still leaves the latest position behind.
    const remember = () => positions.current.set(currentPath.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Layout effect: restore before the browser paints the new page at the old offset.
  useLayoutEffect(() => {
    currentPath.current = pathname;
    if (navigationType === 'POP') {
      window.scrollTo({ top: positions.current.get(pathname) ?? 0, behavior: 'instant' });
    } else if (!wantsToKeepScroll(state)) {
      scrollToTop();
    }
    // `key` is new on every navigation, including one to the same path.
  }, [key, pathname, navigationType, state]);
}
