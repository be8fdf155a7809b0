import { describe, expect, it } from 'vitest';
import { articleIdOf, articlePath, blogPath, categoryIdOf } from './blogPaths';

describe('blog addresses', () => {
  it('are built without the language prefix', () => {
    expect(blogPath(0)).toBe('/blog/0');
    expect(articlePath(12)).toBe('/article/12');
  });

  it.each([
    ['/blog', 0],
    ['/blog/', 0],
    ['/blog/0', 0],
    ['/blog/7', 7],
    ['/Blog/7/', 7],
  ])('%s shows category %s', (path, id) => {
    expect(categoryIdOf(path)).toBe(id);
  });

  it.each(['/blog/abc', '/blog/-1', '/blog/01', '/blog/1.5', '/blog/7/more', '/blogs/7'])(
    '%s is no blog list',
    (path) => {
      expect(categoryIdOf(path)).toBeNull();
    },
  );

  it('reads a positive article id and nothing else', () => {
    expect(articleIdOf('/article/34')).toBe(34);
    expect(articleIdOf('/article/34/')).toBe(34);
    for (const path of ['/article/0', '/article/x', '/article/3/4', '/article', '/article/']) {
      expect(articleIdOf(path)).toBeNull();
    }
  });
});
