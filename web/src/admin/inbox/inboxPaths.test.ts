import { describe, expect, it } from 'vitest';
import { listPathFrom } from './inboxPaths';

describe('listPathFrom', () => {
  it('returns to the list the item was opened from', () => {
    expect(listPathFrom({ inboxSearch: '?status=NEW&page=2' })).toBe(
      '/admin/inbox?status=NEW&page=2',
    );
  });

  it.each([
    ['an item opened from a link', null],
    ['the plain list', { inboxSearch: '' }],
    ['another page’s state', { keepScroll: true }],
    ['a search part that is no search', { inboxSearch: '//elsewhere.example' }],
  ])('returns to the plain list for %s', (_case, state) => {
    expect(listPathFrom(state)).toBe('/admin/inbox');
  });
});
