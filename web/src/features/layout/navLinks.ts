import type { ParseKeys } from 'i18next';

export interface NavItem {
  path: string;
  label: ParseKeys<'layout'>;
  state?: unknown;
  /** Other addresses of the link's section, where it shows as the current one too. */
  section?: readonly string[];
}

/** SPEC §2: the blog link opens category 0 (all) and says it came from the navigation. */
export const BLOG_NAV_STATE = { fromNav: true };

/** The five main sections, in the order the header and footer show them (SPEC §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { path: '/prices', label: 'nav.prices' },
  { path: '/about', label: 'nav.about' },
  { path: '/want-a-friend', label: 'nav.wantAFriend' },
  { path: '/blog/0', label: 'nav.blog', state: BLOG_NAV_STATE, section: ['/blog', '/article'] },
  { path: '/contacts', label: 'nav.contacts' },
];

/** Whether `path` (without the language prefix) is one of the pages of `item`'s section. */
export function isInSection(item: NavItem, path: string): boolean {
  return item.section?.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ?? false;
}
