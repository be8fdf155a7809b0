import { prefersReducedMotion } from './motion';

function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/**
 * Scrolls the window to `targetY` in exactly `durationMs` (SPEC §2: the promo arrow takes
 * 500 ms, which CSS smooth scrolling cannot promise). Jumps when reduced motion is preferred.
 */
export function animateScrollTo(targetY: number, durationMs: number): Promise<void> {
  if (prefersReducedMotion()) {
    window.scrollTo({ top: targetY, behavior: 'instant' });
    return Promise.resolve();
  }
  const startY = window.scrollY;
  const distance = targetY - startY;
  return new Promise((resolve) => {
    let startTime: number | null = null;
    const step = (now: number) => {
      startTime ??= now;
      const progress = Math.min((now - startTime) / durationMs, 1);
      window.scrollTo({ top: startY + distance * easeInOutCubic(progress), behavior: 'instant' });
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
