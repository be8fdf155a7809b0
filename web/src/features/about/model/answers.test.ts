import { describe, expect, it } from 'vitest';
import { answersView } from './answers';

describe('a review’s answers', () => {
  it('are listed while there are fewer than 3', () => {
    expect(answersView(['a', 'b'], false)).toEqual({ listed: ['a', 'b'], thumbnails: [] });
    expect(answersView([], false)).toEqual({ listed: [], thumbnails: [] });
  });

  it('collapse into thumbnails from 3 on', () => {
    expect(answersView(['a', 'b', 'c'], false)).toEqual({
      listed: [],
      thumbnails: ['a', 'b', 'c'],
    });
  });

  it('are all listed once opened', () => {
    expect(answersView(['a', 'b', 'c', 'd'], true)).toEqual({
      listed: ['a', 'b', 'c', 'd'],
      thumbnails: [],
    });
  });
});
