import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildRoutes, routeTable, type PageComponent } from './routeTable';

const Redirect = () => null;
const component = (): PageComponent => ({ Component: () => null });

describe('buildRoutes', () => {
  const pages = { home: component(), dog: component(), notFound: component() };
  const routes = buildRoutes(
    [
      { path: '', page: 'home', indexed: true },
      { path: 'home', redirectTo: '' },
      { path: 'want-a-friend/dog/:id', page: 'dog', indexed: true, subject: 'dog' },
      { path: '404-not-found', page: 'notFound', errorStatus: 404 },
    ],
    pages,
    Redirect,
  );

  it('makes the empty path the index route and aliases redirects', () => {
    expect(routes[0]).toMatchObject({ index: true, handle: { meta: 'home' } });
    expect(routes[0]?.Component).toBe(pages.home.Component);
    expect(routes[1]).toMatchObject({
      path: 'home',
      Component: Redirect,
      handle: { redirectTo: '/' },
    });
  });

  it("names every page's texts, the ones about a subject too", () => {
    expect(routes[2]?.handle).toEqual({ meta: 'dog' });
    expect(routes[3]?.handle).toEqual({ meta: 'notFound', errorStatus: 404 });
  });

  it('refuses a page without a component', () => {
    expect(() => buildRoutes([{ path: 'x', page: 'blog' }], pages, Redirect)).toThrow(/"blog"/);
  });
});

describe('routes.json', () => {
  it('has one not-found page among the prefixed routes, as the server requires', () => {
    const notFound = routeTable.languagePrefixed.filter((row) => row.errorStatus === 404);
    expect(notFound).toHaveLength(1);
  });
});

describe('the modules routes.json names for preloading', () => {
  const rows = [...routeTable.languagePrefixed, ...routeTable.unprefixed];
  const web = fileURLToPath(new URL('../../', import.meta.url));

  it('are files of the app, and their namespaces locale files in both languages', () => {
    for (const row of rows) {
      if (row.module !== undefined)
        expect(existsSync(`${web}${row.module}`), row.module).toBe(true);
      for (const namespace of row.namespaces ?? []) {
        for (const language of ['uk', 'en']) {
          const file = `${web}src/locales/${language}/${namespace}.json`;
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });
});
