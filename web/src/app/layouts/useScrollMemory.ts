import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { wantsToKeepScroll } from '@/shared/lib/keepScroll';
import { scrollToTop } from '@/shared/lib/motion';
import { ADMIN_PROFILE_PATH } from '../adminApp';

/**
 * SPEC §2 scrolling: the position is remembered per path; back/forward restores it instantly,
 * any other navigation scrolls to the top smoothly (a redirect jumps), except to the admin profile page or when
 * it asked to keep the position.
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
    } else if (!wantsToKeepScroll(state) && !pathname.startsWith(ADMIN_PROFILE_PATH)) {
      // A replace is a redirect (an unknown path to not-found, /home to /): it lands while the
      // smooth scroll of the navigation it replaced is still running, and a lazily loaded page
      // swapping in can cut that scroll short, so it jumps to the top instead.
      if (navigationType === 'REPLACE') window.scrollTo({ top: 0, behavior: 'instant' });
      else scrollToTop();
    }
    // `key` is new on every navigation, including one to the same path.
  }, [key, pathname, navigationType, state]);
}
