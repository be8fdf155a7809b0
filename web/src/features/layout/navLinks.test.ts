import { describe, expect, it } from 'vitest';
import { MAIN_NAV, isInSection } from './navLinks';

describe('the blog link', () => {
  const blog = MAIN_NAV.find((item) => item.path === '/blog/0');

  it('opens all articles and says it came from the navigation (SPEC §2)', () => {
    expect(blog?.state).toEqual({ fromNav: true });
  });

  it('is current on every category and article page, and nowhere else', () => {
    if (!blog) throw new Error('no blog link');
    for (const path of ['/blog', '/blog/3', '/article/12'])
      expect(isInSection(blog, path)).toBe(true);
    for (const path of ['/blogs', '/articles/1', '/want-a-friend']) {
      expect(isInSection(blog, path)).toBe(false);
    }
  });
});
