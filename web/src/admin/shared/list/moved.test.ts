import { describe, expect, it } from 'vitest';
import { moved } from './moved';

describe('moved', () => {
  it('swaps an item with its neighbour', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  });

  it('leaves the order when the item is already at that end', () => {
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
