import { describe, expect, it } from 'vitest';
import { toggled } from './openQuestions';

describe('toggled', () => {
  it('opens a question without closing the others, and closes it again', () => {
    const one = toggled(new Set(), 3);
    const two = toggled(one, 5);
    expect([...two].sort()).toEqual([3, 5]);
    expect([...toggled(two, 3)]).toEqual([5]);
    expect([...one]).toEqual([3]);
  });
});
