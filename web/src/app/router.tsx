import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '@/features/home';
import { DogsTeaser, loadWantAFriendPages } from '@/features/want-a-friend';
import { i18n } from '@/shared/i18n';
import { registerNavigator } from '@/shared/lib/navigation';
import { importWithReload } from '@/shared/lib/staleChunk';
import { loadAdminApp } from './adminApp';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RedirectHome, RedirectToNotFound } from './redirects';
import type { RouteHandle } from './routeHandle';

const loadErrorPages = importWithReload(() => import('@/features/errors'));
// The texts load alongside the code, so the page does not suspend (blank) once it renders.
const loadWantAFriend = importWithReload(async () => {
  const [pages] = await Promise.all([loadWantAFriendPages(), i18n.loadNamespaces('wantAFriend')]);
  return pages;
});

/** The landing page with the blocks other features contribute. */
function Home() {
  return <HomePage friendsTeaser={<DogsTeaser />} />;
}

/** The public pages; mounted at `/`, `/uk` and `/en` so every page works with a language prefix. */
const publicPages: RouteObject[] = [
  // Home is the landing page for most visits, so it ships in the main chunk (no extra round trip).
  { index: true, Component: Home, handle: { meta: 'home' } satisfies RouteHandle },
  { path: 'home', Component: RedirectHome },
  {
    path: 'want-a-friend',
    lazy: async () => ({ Component: (await loadWantAFriend()).DogListPage }),
    handle: { meta: 'wantAFriend' } satisfies RouteHandle,
  },
  {
    // No `meta` handle: the page sets a title naming the dog once it has loaded.
    path: 'want-a-friend/dog/:id',
    lazy: async () => ({ Component: (await loadWantAFriend()).DogDetailsPage }),
  },
  {
    path: '404-not-found',
    lazy: async () => ({ Component: (await loadErrorPages()).NotFoundPage }),
    handle: { meta: 'notFound', errorStatus: 404 } satisfies RouteHandle,
  },
  {
    path: '500-internal-error',
    lazy: async () => ({ Component: (await loadErrorPages()).ServerErrorPage }),
    handle: { meta: 'serverError', errorStatus: 500 } satisfies RouteHandle,
  },
  { path: '*', Component: RedirectToNotFound },
];

/** Shown while the first page's lazy code loads: nothing, as the page itself arrives quickly. */
function BootFallback() {
  return null;
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: BootFallback,
    children: [
      {
        path: '/admin/*',
        lazy: async () => ({ Component: (await loadAdminApp()).default }),
        handle: { meta: 'admin' } satisfies RouteHandle,
      },
      {
        Component: PublicLayout,
        children: ['/', '/uk', '/en'].map((path) => ({ path, children: publicPages })),
      },
    ],
  },
]);

registerNavigator((to, options) => void router.navigate(to, options));
