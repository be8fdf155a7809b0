import { describe, expect, it } from 'vitest';
import { type InboxQuery, inboxApiQueryOf, inboxQueryOf, inboxSearchOf } from './inboxQuery';

/** The plain list: every kind, every status but spam, no search, the first page. */
const FIRST_PAGE: InboxQuery = { kind: null, status: null, q: '', page: 1 };

const queryOf = (search: string) => inboxQueryOf(new URLSearchParams(search));

describe('inboxQueryOf', () => {
  it('reads the plain list from a bare address', () => {
    expect(queryOf('')).toEqual(FIRST_PAGE);
  });

  it('reads every filter, the search and the page', () => {
    expect(queryOf('?kind=DOG_REQUEST&status=SPAM&q=%2B38(067)&page=3')).toEqual({
      kind: 'DOG_REQUEST',
      status: 'SPAM',
      q: '+38(067)',
      page: 3,
    });
  });

  it('trims the search', () => {
    expect(queryOf('?q=++Olena++').q).toBe('Olena');
  });

  it.each([
    ['an unknown kind', '?kind=LETTER', { kind: null }],
    ['a kind in the wrong case', '?kind=message', { kind: null }],
    ['an unknown status', '?status=ARCHIVED', { status: null }],
    ['page 0', '?page=0', { page: 1 }],
    ['a negative page', '?page=-2', { page: 1 }],
    ['a page that is no number', '?page=two', { page: 1 }],
    ['a fractional page', '?page=1.5', { page: 1 }],
  ])('reads %s as the default the server would not refuse', (_case, search, read) => {
    expect(queryOf(search)).toEqual({ ...FIRST_PAGE, ...read });
  });
});

describe('inboxSearchOf', () => {
  it('leaves the defaults out, so the plain list has a bare address', () => {
    expect(inboxSearchOf(FIRST_PAGE)).toBe('');
    expect(inboxSearchOf({ ...FIRST_PAGE, q: '   ' })).toBe('');
  });

  it('names what differs from the defaults', () => {
    expect(inboxSearchOf({ kind: 'MESSAGE', status: 'NEW', q: 'Olena K', page: 2 })).toBe(
      '?kind=MESSAGE&status=NEW&q=Olena+K&page=2',
    );
  });

  it.each<InboxQuery>([
    FIRST_PAGE,
    { kind: 'REVIEW', status: null, q: '', page: 1 },
    { kind: null, status: 'DONE', q: '+38(067)123-45-67', page: 4 },
    { kind: 'QUESTION', status: 'IN_PROGRESS', q: 'o’neil & co?', page: 12 },
  ])('is read back as the same list: %j', (query) => {
    expect(queryOf(inboxSearchOf(query))).toEqual(query);
  });
});

describe('inboxApiQueryOf', () => {
  it('always names the page, which the server counts from 1', () => {
    expect(inboxApiQueryOf(FIRST_PAGE)).toBe('page=1');
  });

  it('sends a phone’s plus sign as itself, not as a space', () => {
    expect(inboxApiQueryOf({ ...FIRST_PAGE, q: '+38(067)', status: 'NEW' })).toBe(
      'status=NEW&q=%2B38%28067%29&page=1',
    );
  });
});
