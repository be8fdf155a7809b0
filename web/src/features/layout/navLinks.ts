import type { ParseKeys } from 'i18next';

export interface NavItem {
  path: string;
  label: ParseKeys<'layout'>;
}

/** The five main sections, in the order the header and footer show them (SPEC §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { path: '/prices', label: 'nav.prices' },
  { path: '/about', label: 'nav.about' },
  { path: '/want-a-friend', label: 'nav.wantAFriend' },
  { path: '/blog/0', label: 'nav.blog' },
  { path: '/contacts', label: 'nav.contacts' },
];
