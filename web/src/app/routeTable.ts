import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageMetaKey, RouteHandle } from './routeHandle';
import table from './routes.json';

/**
 * One row of `routes.json`. The server reads the same file (query/src/page_meta/) to answer
 * each path's status and head: texts, canonical and hreflang links, preloads, embedded data,
 * and the sitemap.
 */
export interface RouteRow {
  /** Relative to the language prefix: static segments, `:param` segments, a trailing `*`. */
  path: string;
  /** The page's key in `meta.json` and among the router's page components. */
  page?: string;
  /** The path of the row this alias leads to. */
  redirectTo?: string;
  /** Listed for search engines: canonical and hreflang links, the sitemap. */
  indexed?: boolean;
  /** What the `:param` names; the page words its title and description from it. */
  subject?: string;
  /** The page opens with the first page of this kind's list, which the server embeds. */
  list?: string;
  /** The error an error page reports. */
  errorStatus?: number;
  /**
   * The source module holding the page's lazily loaded component, and the i18n namespaces it
   * loads with it: the server names their built files in the page's head, so the browser
   * fetches them alongside the main bundle instead of after it.
   */
  module?: string;
  namespaces?: string[];
}

export interface RouteTable {
  /** Mounted at `/`, `/uk` and `/en`. */
  languagePrefixed: RouteRow[];
  /** Mounted at `/` only. */
  unprefixed: RouteRow[];
}

export const routeTable: RouteTable = table;

/** How a page's component arrives: at once, or as its own chunk. */
export type PageComponent = Pick<RouteObject, 'Component' | 'lazy'>;

function handleOf(row: RouteRow): RouteHandle {
  if (row.redirectTo !== undefined) return { redirectTo: `/${row.redirectTo}` };
  return {
    // Texts with placeholders (a dog's name, an article's title) are left to the page, which
    // sets them once its subject has loaded (see usePageMeta).
    meta: row.page as PageMetaKey,
    ...(row.errorStatus !== undefined && { errorStatus: row.errorStatus }),
  };
}

/**
 * The router's routes for `rows`: each page with its component from `pages`, each alias as
 * `redirect`, which finds its target in the route's handle. A page without a component
 * throws: the table and the app must not disagree.
 */
export function buildRoutes(
  rows: readonly RouteRow[],
  pages: Readonly<Record<string, PageComponent>>,
  redirect: ComponentType,
): RouteObject[] {
  return rows.map((row) => {
    const component =
      row.redirectTo !== undefined ? { Component: redirect } : pages[row.page ?? ''];
    if (!component) throw new Error(`routes.json names page "${row.page}", which has no component`);
    const route = { ...component, handle: handleOf(row) };
    return row.path === '' ? { index: true, ...route } : { path: row.path, ...route };
  });
}
