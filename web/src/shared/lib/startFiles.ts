/**
 * The meta elements in which the build names the files of the app's start (`vite.config.ts`),
 * and their fetching: all at once, once the page has painted (`main.tsx`).
 */
export const START_SCRIPTS = 'doghotel:start-scripts';
export const START_STYLES = 'doghotel:start-styles';

function listed(name: string): string[] {
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  return content.split(' ').filter(Boolean);
}

function preload(href: string, rel: 'modulepreload' | 'preload'): void {
  // A page the app draws came with these preloads from the server.
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** Starts fetching every file the start's turns will run, so no turn waits on a round trip. */
export function fetchStartFiles(): void {
  for (const href of listed(START_SCRIPTS)) preload(href, 'modulepreload');
  for (const href of listed(START_STYLES)) preload(href, 'preload');
}
