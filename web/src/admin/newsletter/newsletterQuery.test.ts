import { describe, expect, it } from 'vitest';
import {
  type NewsletterQuery,
  newsletterQueryOf,
  newsletterSearchOf,
  subscribersApiQueryOf,
} from './newsletterQuery';

/** The plain page: every subscriber, the first page of each list. */
const PLAIN: NewsletterQuery = { status: null, page: 1, issuesPage: 1 };

const queryOf = (search: string) => newsletterQueryOf(new URLSearchParams(search));

describe('newsletterQueryOf', () => {
  it('reads the plain page from a bare address', () => {
    expect(queryOf('')).toEqual(PLAIN);
  });

  it('reads the filter and both pages', () => {
    expect(queryOf('?status=unsubscribed&page=3&issuesPage=2')).toEqual({
      status: 'UNSUBSCRIBED',
      page: 3,
      issuesPage: 2,
    });
  });

  it.each([
    ['an unknown status', '?status=bounced', { status: null }],
    ['a status in the server’s enum case', '?status=CONFIRMED', { status: null }],
    ['page 0', '?page=0', { page: 1 }],
    ['a negative issues page', '?issuesPage=-2', { issuesPage: 1 }],
    ['a page that is no number', '?page=two', { page: 1 }],
    ['a fractional page', '?issuesPage=1.5', { issuesPage: 1 }],
  ])('reads %s as the default the server would not refuse', (_case, search, read) => {
    expect(queryOf(search)).toEqual({ ...PLAIN, ...read });
  });
});

describe('newsletterSearchOf', () => {
  it('leaves the defaults out, so the plain page has a bare address', () => {
    expect(newsletterSearchOf(PLAIN)).toBe('');
  });

  it('names what differs from the defaults, the status as the server spells it', () => {
    expect(newsletterSearchOf({ status: 'WAITING', page: 2, issuesPage: 4 })).toBe(
      '?status=waiting&page=2&issuesPage=4',
    );
  });

  it.each<NewsletterQuery>([
    PLAIN,
    { status: 'CONFIRMED', page: 1, issuesPage: 1 },
    { status: null, page: 7, issuesPage: 1 },
    { status: 'EXPIRED', page: 2, issuesPage: 9 },
  ])('is read back as the same page: %j', (query) => {
    expect(queryOf(newsletterSearchOf(query))).toEqual(query);
  });
});

describe('subscribersApiQueryOf', () => {
  it('always names the page, which the server counts from 1', () => {
    expect(subscribersApiQueryOf({ status: null, page: 1 })).toBe('page=1');
  });

  it('names the status in the server’s spelling', () => {
    expect(subscribersApiQueryOf({ status: 'CONFIRMED', page: 3 })).toBe('status=confirmed&page=3');
  });
});
