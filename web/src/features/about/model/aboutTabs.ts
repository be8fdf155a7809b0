import type { ParseKeys } from 'i18next';

export interface AboutTab {
  /** Without the language prefix. */
  path: string;
  label: ParseKeys<'about'>;
}

/**
 * SPEC §2: the About page's sub-navigation, one route per tab. The photogallery
 * (`/about/photo`) and feedbacks (`/about/feedback`) tabs join this list, in their SPEC
 * places between these two, when their pages exist.
 */
export const ABOUT_TABS: readonly AboutTab[] = [
  { path: '/about', label: 'tabs.meetUs' },
  { path: '/about/ask', label: 'tabs.ask' },
];
