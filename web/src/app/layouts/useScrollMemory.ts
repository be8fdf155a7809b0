import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { wantsToKeepScroll } from '@/shared/lib/keepScroll';
import { scrollToTop } from '@/shared/lib/motion';
import { holdScrollPosition } from '@/shared/lib/holdScrollPosition';
import { ADMIN_PROFILE_PATH } from '../adminApp';
import { historyEntryKey } from './historyEntryKey';

/**
 * SPEC §2 scrolling: the position is remembered per history entry; back/forward restores it
 * instantly and exactly, any other navigation scrolls to the top smoothly (a redirect jumps),
 * except to the admin profile page or when it asked to keep the position.
 */
export function useScrollMemory(): void {
  const { pathname, state, key: routerKey } = useLocation();
  const navigationType = useNavigationType();
  // One map for the app's lifetime, read once from the tab's storage.
  const [positions] = useState(readPositions);
  // The entry being shown; set by the layout effect below, which runs before any scroll is recorded.
  const currentKey = useRef('');
  const releaseHold = useRef<() => void>(() => undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded on every scroll event (a Map write is cheap), so a click right after scrolling
    // still leaves the latest position behind.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    // History entries outlive a reload of the page; their positions do too.
    const keep = () => writePositions(positions);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      releaseHold.current();
    };
  }, [positions]);

  // Layout effect: restore before the browser paints the new page at the old offset.
  useLayoutEffect(() => {
    releaseHold.current();
    const key = historyEntryKey(routerKey);
    currentKey.current = key;
    if (navigationType === 'POP') {
      const top = positions.get(key);
      // A first visit to an entry (an address opened fresh, not a reload or back): the browser
      // has put it at the top already, and the first render may come after the visitor scrolled.
      if (top === undefined) return;
      // The page may not be as tall yet as when it was left, nor its parts their final size;
      // the position is held until they are.
      releaseHold.current = holdScrollPosition(top);
      window.scrollTo({ top, behavior: 'instant' });
    } else if (wantsToKeepScroll(state) || pathname.startsWith(ADMIN_PROFILE_PATH)) {
      // The new entry starts where the page is; no scroll event comes to record it.
      positions.set(key, window.scrollY);
    } else if (navigationType === 'REPLACE') {
      // A replace is a redirect (an unknown path to not-found, /home to /): it lands while the
      // smooth scroll of the navigation it replaced is still running, and a lazily loaded page
      // swapping in can cut that scroll short, so it jumps to the top instead.
      window.scrollTo({ top: 0, behavior: 'instant' });
    } else {
      scrollToTop();
    }
    // The router's key is new on every navigation, including one to the same path.
  }, [routerKey, pathname, navigationType, state, positions]);
}

const STORAGE_KEY = 'doghotel:scroll-positions';

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(
      Array.isArray(stored)
        ? stored.filter(
            (entry): entry is [string, number] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
          )
        : [],
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or disabled: after a reload, back then starts at the top.
  }
}
