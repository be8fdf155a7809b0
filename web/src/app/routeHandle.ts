import type { UIMatch } from 'react-router';
import type meta from '@/locales/uk/meta.json';

export type PageMetaKey = keyof (typeof meta)['pages'];

/** What a route tells the layouts about itself through `handle`. */
export interface RouteHandle {
  /** Which meta.json page supplies the document title and description. */
  meta?: PageMetaKey;
  /** Error routes name their status so the layout can pick the matching header. */
  errorStatus?: number;
  /** An alias's target path, without the language prefix. */
  redirectTo?: string;
}

/** The deepest matched route's value for `key`. */
export function deepestHandle<K extends keyof RouteHandle>(
  matches: UIMatch[],
  key: K,
): RouteHandle[K] | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const value = (matches[index]?.handle as RouteHandle | undefined)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
