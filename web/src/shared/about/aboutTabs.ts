import type { ParseKeys } from 'i18next';

export interface AboutTab {
  /** Without the language prefix. */
  path: string;
  label: ParseKeys<'about'>;
}

/** SPEC §2: the About page's sub-navigation, one route per tab, in the SPEC's order. */
export const ABOUT_TABS: readonly AboutTab[] = [
  { path: '/about', label: 'tabs.meetUs' },
  { path: '/about/photo', label: 'tabs.photo' },
  { path: '/about/feedback', label: 'tabs.feedback' },
  { path: '/about/ask', label: 'tabs.ask' },
];
