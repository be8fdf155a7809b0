import { describe, expect, it } from 'vitest';
import type { Progress } from './api/newsletterTypes';
import { handledOf, percentHandled, progressShares } from './issueProgress';

const progress = (delivered: number, failed: number, waiting: number): Progress => ({
  recipients: delivered + failed + waiting,
  delivered,
  failed,
  waiting,
});

const sum = ({ delivered, failed, waiting }: ReturnType<typeof progressShares>) =>
  delivered + failed + waiting;

describe('progressShares', () => {
  it('is an empty bar for an issue without recipients', () => {
    expect(progressShares(progress(0, 0, 0))).toEqual({ delivered: 0, failed: 0, waiting: 0 });
  });

  it('is the plain percents when they are whole', () => {
    expect(progressShares(progress(50, 10, 40))).toEqual({
      delivered: 50,
      failed: 10,
      waiting: 40,
    });
  });

  it('fills the bar with one part when it is all there is', () => {
    expect(progressShares(progress(0, 0, 7))).toEqual({ delivered: 0, failed: 0, waiting: 100 });
    expect(progressShares(progress(7, 0, 0))).toEqual({ delivered: 100, failed: 0, waiting: 0 });
  });

  it('gives the rounding to the largest remainders, so the parts fill the bar exactly', () => {
    // 33.3 %, 33.3 %, 33.3 %: one of them gets the last percent.
    expect(sum(progressShares(progress(1, 1, 1)))).toBe(100);
    // 66.7 % and 33.3 %: the larger remainder is rounded up.
    expect(progressShares(progress(2, 0, 1))).toEqual({ delivered: 67, failed: 0, waiting: 33 });
  });

  it('still shows one refused mail among thousands', () => {
    const shares = progressShares(progress(4_998, 1, 1));
    expect(shares.failed).toBe(1);
    expect(shares.waiting).toBe(1);
    expect(shares.delivered).toBe(98);
  });

  it.each([
    [1, 2, 3],
    [999, 1, 0],
    [1, 998, 1],
    [13, 17, 19],
    [0, 1, 2],
    [123_456, 7, 89],
  ])('always adds up to 100: %i delivered, %i failed, %i waiting', (delivered, failed, waiting) => {
    const shares = progressShares(progress(delivered, failed, waiting));
    expect(sum(shares)).toBe(100);
    expect(shares.failed > 0).toBe(failed > 0);
    expect(shares.waiting > 0).toBe(waiting > 0);
  });
});

describe('percentHandled', () => {
  it('counts delivered and refused mails alike as handled', () => {
    expect(handledOf(progress(6, 2, 2))).toBe(8);
    expect(percentHandled(progress(6, 2, 2))).toBe(80);
  });

  it('says 100 % only once every mail has an outcome', () => {
    expect(percentHandled(progress(999, 0, 1))).toBe(99);
    expect(percentHandled(progress(999, 1, 0))).toBe(100);
  });

  it('has nothing left to do without recipients', () => {
    expect(percentHandled(progress(0, 0, 0))).toBe(100);
  });
});
