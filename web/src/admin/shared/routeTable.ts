/**
 * The admin area's addresses (SPEC §2), relative to `/admin`: the only place that spells the
 * SPEC's URL words. Each row names the page it shows; `AdminRoutes` gives every page its
 * component, loaded with its section's chunk, and the rest of the admin builds its links with
 * `adminPath`.
 */
export interface AdminRouteRow {
  /** Static segments, `:param` segments, or `*` for any other path. */
  path: string;
  page: AdminPage;
}

export type AdminPage =
  | 'profile'
  | 'settings'
  | 'inbox'
  | 'inboxItem'
  | 'articles'
  | 'article'
  | 'dogs'
  | 'dog'
  | 'albums'
  | 'album'
  | 'contactDetails'
  | 'about'
  | 'faq'
  | 'prices'
  | 'stays'
  | 'reviews'
  | 'newsletter'
  | 'issue'
  | 'notFound';

/** The pages behind sign-in, under the admin header; `/admin` itself is the sign-in page. */
export const adminRouteTable: readonly AdminRouteRow[] = [
  { path: 'profile', page: 'profile' },
  { path: 'settings', page: 'settings' },
  { path: 'inbox', page: 'inbox' },
  { path: 'inbox/:id', page: 'inboxItem' },
  { path: 'blog', page: 'articles' },
  { path: 'blog/edit/article', page: 'article' },
  { path: 'blog/edit/article/:id', page: 'article' },
  { path: 'want-a-friend', page: 'dogs' },
  { path: 'want-a-friend/dog/:id', page: 'dog' },
  { path: 'photogallery', page: 'albums' },
  { path: 'photogallery/album/:id', page: 'album' },
  { path: 'contacts', page: 'contactDetails' },
  { path: 'about', page: 'about' },
  { path: 'faq', page: 'faq' },
  { path: 'prices', page: 'prices' },
  { path: 'stays', page: 'stays' },
  { path: 'reviews', page: 'reviews' },
  { path: 'newsletter', page: 'newsletter' },
  { path: 'newsletter/issues/new', page: 'issue' },
  { path: 'newsletter/issues/:id', page: 'issue' },
  { path: '*', page: 'notFound' },
];

const ADMIN = '/admin';

/** The address of each admin page, as the table above spells it. */
export const adminPath = {
  signIn: ADMIN,
  profile: `${ADMIN}/profile`,
  settings: `${ADMIN}/settings`,
  inbox: `${ADMIN}/inbox`,
  inboxItem: (id: string) => `${ADMIN}/inbox/${encodeURIComponent(id)}`,
  articles: `${ADMIN}/blog`,
  /** The editor of an article, or of a new one. */
  article: (id?: number) =>
    id === undefined ? `${ADMIN}/blog/edit/article` : `${ADMIN}/blog/edit/article/${id}`,
  dogs: `${ADMIN}/want-a-friend`,
  dog: (id: number) => `${ADMIN}/want-a-friend/dog/${id}`,
  albums: `${ADMIN}/photogallery`,
  album: (id: number) => `${ADMIN}/photogallery/album/${id}`,
  contactDetails: `${ADMIN}/contacts`,
  about: `${ADMIN}/about`,
  faq: `${ADMIN}/faq`,
  prices: `${ADMIN}/prices`,
  stays: `${ADMIN}/stays`,
  reviews: `${ADMIN}/reviews`,
  newsletter: `${ADMIN}/newsletter`,
  /** The editor of a new issue. */
  newIssue: `${ADMIN}/newsletter/issues/new`,
  issue: (id: number) => `${ADMIN}/newsletter/issues/${id}`,
} as const;
