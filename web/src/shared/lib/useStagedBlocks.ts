import { startTransition, useEffect, useState } from 'react';

/** Whether a page has drawn its blocks in turns; pages drawn after it draw them at once. */
let openingPageDrawn = false;

/**
 * How many of a page's `total` blocks (its sections, a list's cards) to draw. The page a visit
 * opens on draws the first with the app's first render and each further one in a task of its
 * own: drawn at once, React's commit and the browser's layout of every block were one task of
 * about a seventh of a second on a slow phone, during which a tap waited. Blocks added later
 * (a list grown by "show all") follow the same way. Once a page has drawn its blocks so, every
 * page reached later (a link, back) draws them all at once, so a remembered scroll position has
 * the whole page to return to.
 */
export function useStagedBlocks(total: number): number {
  const [shown, setShown] = useState(() => (openingPageDrawn ? total : 1));
  useEffect(() => {
    if (shown >= total) {
      openingPageDrawn = true;
      return;
    }
    const next = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}
