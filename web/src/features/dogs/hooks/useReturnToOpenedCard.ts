import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { wantsReturnToCard } from '../model/dogLinks';

/** SPEC §9: back navigation scrolls to the card 200 ms after the list is back. */
const RESTORE_DELAY_MS = 200;

/**
 * SPEC §2: coming back (browser back) to the list scrolls to the card the visitor opened and
 * gives its link the focus, once that card is on the page. The details page's back button
 * counts as coming back too.
 */
export function useReturnToOpenedCard(openedDogId: number | null, cardShown: boolean): void {
  const isReturn = useIsReturnToList();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !isReturn || openedDogId === null || !cardShown) return;
    const timer = window.setTimeout(() => {
      done.current = true;
      const card = document.querySelector<HTMLElement>(`[data-dog-id="${openedDogId}"]`);
      if (!card) return;
      // Back and forward restore the exact position, which shows the card already; the details
      // page's back button and a reload there do not.
      if (!isInViewport(card)) card.scrollIntoView({ block: 'center', behavior: 'instant' });
      card.querySelector<HTMLElement>('h3 a')?.focus({ preventScroll: true });
    }, RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isReturn, openedDogId, cardShown]);
}

/** On screen at least in part, below the fixed header (the page's scroll padding). */
function isInViewport(element: HTMLElement): boolean {
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > header && top < window.innerHeight;
}

/** Whether the list is shown again rather than opened afresh. */
export function useIsReturnToList(): boolean {
  const navigationType = useNavigationType();
  const { state } = useLocation();
  return navigationType === 'POP' || wantsReturnToCard(state);
}
