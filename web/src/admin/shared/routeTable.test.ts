import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type AdminPage, adminPath, adminRouteTable } from './routeTable';

const routes = adminRouteTable.map((row) => ({ path: row.path, page: row.page }));

/** The page the table shows at `path`, ranked as the router ranks its rows. */
function pageAt(path: string): AdminPage | undefined {
  return matchRoutes(routes, path, '/admin')?.at(-1)?.route.page;
}

describe('adminPath', () => {
  it.each<[string, string, AdminPage]>([
    ['profile', adminPath.profile, 'profile'],
    ['settings', adminPath.settings, 'settings'],
    ['the inbox', adminPath.inbox, 'inbox'],
    ['an inbox item', adminPath.inboxItem('message-7'), 'inboxItem'],
    ['the articles', adminPath.articles, 'articles'],
    ['a new article', adminPath.article(), 'article'],
    ['an article', adminPath.article(12), 'article'],
    ['the dogs', adminPath.dogs, 'dogs'],
    ['a dog', adminPath.dog(3), 'dog'],
    ['the albums', adminPath.albums, 'albums'],
    ['an album', adminPath.album(5), 'album'],
    ['the contact details', adminPath.contactDetails, 'contactDetails'],
    ['the about page', adminPath.about, 'about'],
    ['the FAQ', adminPath.faq, 'faq'],
    ['the prices', adminPath.prices, 'prices'],
    ['the bookings', adminPath.stays, 'stays'],
    ['the reviews', adminPath.reviews, 'reviews'],
    ['the newsletter', adminPath.newsletter, 'newsletter'],
    ['a new issue', adminPath.newIssue, 'issue'],
    ['an issue', adminPath.issue(9), 'issue'],
  ])('leads to %s by a row of the table', (_what, path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it('escapes an inbox item id that holds a slash, so it stays one segment', () => {
    expect(pageAt(adminPath.inboxItem('a/b'))).toBe('inboxItem');
  });

  it('keeps the SPEC addresses, with a record’s id in its own', () => {
    expect([
      adminPath.articles,
      adminPath.article(4),
      adminPath.dog(1),
      adminPath.album(2),
      adminPath.inboxItem('message-0193c0de-7b1a'),
      adminPath.issue(12),
      adminPath.newIssue,
    ]).toEqual([
      '/admin/blog',
      '/admin/blog/edit/article/4',
      '/admin/want-a-friend/dog/1',
      '/admin/photogallery/album/2',
      '/admin/inbox/message-0193c0de-7b1a',
      '/admin/newsletter/issues/12',
      '/admin/newsletter/issues/new',
    ]);
  });
});

describe('adminRouteTable', () => {
  it('sends any other path to the not-found page', () => {
    expect(pageAt('/admin/no-such-section')).toBe('notFound');
  });
});
