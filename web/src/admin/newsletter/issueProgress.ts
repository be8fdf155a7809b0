import type { Progress } from './api/newsletterTypes';

/** The parts of an issue's recipients, in whole percents of the bar that together fill it. */
export interface ProgressShares {
  delivered: number;
  failed: number;
  waiting: number;
}

const PARTS = ['delivered', 'failed', 'waiting'] as const;

/**
 * Each part's share of the bar. Rounded by the largest remainder, so the three always add up
 * to 100 (nothing overflows the bar or leaves a gap), and a part that is not empty never
 * rounds away to nothing: one refused mail in thousands still shows.
 */
export function progressShares(progress: Progress): ProgressShares {
  const total = PARTS.reduce((sum, part) => sum + progress[part], 0);
  if (total === 0) return { delivered: 0, failed: 0, waiting: 0 };
  const exact = PARTS.map((part) => (progress[part] * 100) / total);
  const shares = exact.map((share, index) =>
    progress[PARTS[index] ?? 'waiting'] > 0 ? Math.max(1, Math.floor(share)) : 0,
  );
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  // The percents still to give go to the largest remainders; those taken back (a part raised
  // to 1 %) come from the largest shares, which lose least by it.
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    if ((shares[index] ?? 0) === 0) continue;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  while (left < 0) {
    const largest = shares.indexOf(Math.max(...shares));
    shares[largest] = (shares[largest] ?? 0) - 1;
    left += 1;
  }
  return { delivered: shares[0] ?? 0, failed: shares[1] ?? 0, waiting: shares[2] ?? 0 };
}

/** How many recipients have an outcome, delivered or refused. */
export const handledOf = (progress: Progress) => progress.delivered + progress.failed;

/**
 * The whole percent of recipients with an outcome, rounded down: "100 %" only once every mail
 * has one. An issue with no recipients has nothing left to do.
 */
export function percentHandled(progress: Progress): number {
  if (progress.recipients === 0) return 100;
  return Math.min(100, Math.floor((handledOf(progress) * 100) / progress.recipients));
}

/** How often a page asks again while an issue is being sent. */
export const SENDING_POLL_MS = 3_000;
