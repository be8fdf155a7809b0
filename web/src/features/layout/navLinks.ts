import type { ParseKeys } from 'i18next';

export interface NavItem {
  path: string;
  label: ParseKeys<'layout'>;
  state?: unknown;
}

/** SPEC §2: the blog link opens category 0 (all) and says it came from the navigation. */
export const BLOG_NAV_STATE = { fromNav: true };

/** The five main sections, in the order the header and footer show them (SPEC §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { path: '/prices', label: 'nav.prices' },
  { path: '/about', label: 'nav.about' },
  { path: '/want-a-friend', label: 'nav.wantAFriend' },
  { path: '/blog/0', label: 'nav.blog', state: BLOG_NAV_STATE },
  { path: '/contacts', label: 'nav.contacts' },
];
