import { describe, expect, it } from 'vitest';
import { listPathFrom } from './newsletterPaths';

describe('listPathFrom', () => {
  it('returns to the page as it was left', () => {
    expect(listPathFrom({ newsletterSearch: '?status=confirmed&page=2&issuesPage=3' })).toBe(
      '/admin/newsletter?status=confirmed&page=2&issuesPage=3',
    );
  });

  it.each([
    ['an issue opened from a link', null],
    ['the plain page', { newsletterSearch: '' }],
    ['another page’s state', { inboxSearch: '?status=NEW' }],
    ['a search part that is no search', { newsletterSearch: '//elsewhere.example' }],
  ])('returns to the plain page for %s', (_case, state) => {
    expect(listPathFrom(state)).toBe('/admin/newsletter');
  });
});
