import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadFaqPage, loadFeedbackPage, loadMeetUsPage } from '@/features/about';
import { ArticlesTeaser, loadBlogPages } from '@/features/blog';
import { loadContactsPages } from '@/features/contacts';
import { loadGalleryPages } from '@/features/albums';
import { HomePage } from '@/features/home';
import { loadNewsletterPages } from '@/features/newsletter';
import { loadPricesPages } from '@/features/prices';
import { DogsTeaser, loadDogDetailsPage, loadDogListPage } from '@/features/dogs';
import { i18n } from '@/shared/i18n';
import { registerNavigator } from '@/shared/lib/navigation';
import { importWithReload } from '@/shared/lib/staleChunk';
import { loadAdminApp } from './adminApp';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RedirectToNotFound, RedirectWithinLanguage } from './redirects';
import { type PageComponent, buildRoutes, routeTable } from './routeTable';

const loadErrorPages = importWithReload(() => import('@/features/errors'));
// The texts load alongside the code, so the page does not suspend (blank) once it renders.
const loadDogList = importWithReload(async () => {
  const [page] = await Promise.all([loadDogListPage(), i18n.loadNamespaces('wantAFriend')]);
  return page;
});
const loadDogDetails = importWithReload(async () => {
  const [page] = await Promise.all([loadDogDetailsPage(), i18n.loadNamespaces('wantAFriend')]);
  return page;
});
const loadContacts = importWithReload(async () => {
  const [pages] = await Promise.all([
    loadContactsPages(),
    i18n.loadNamespaces(['contacts', 'contactForm']),
  ]);
  return pages;
});
const loadMeetUs = importWithReload(async () => {
  const [page] = await Promise.all([loadMeetUsPage(), i18n.loadNamespaces('about')]);
  return page;
});
const loadFeedback = importWithReload(async () => {
  const [page] = await Promise.all([loadFeedbackPage(), i18n.loadNamespaces('about')]);
  return page;
});
const loadFaq = importWithReload(async () => {
  const [page] = await Promise.all([loadFaqPage(), i18n.loadNamespaces('about')]);
  return page;
});
const loadGallery = importWithReload(async () => {
  const [pages] = await Promise.all([
    loadGalleryPages(),
    i18n.loadNamespaces(['about', 'gallery']),
  ]);
  return pages;
});
const loadPrices = importWithReload(async () => {
  const [pages] = await Promise.all([loadPricesPages(), i18n.loadNamespaces('prices')]);
  return pages;
});
const loadBlog = importWithReload(async () => {
  const [pages] = await Promise.all([loadBlogPages(), i18n.loadNamespaces('blog')]);
  return pages;
});
const loadNewsletter = importWithReload(async () => {
  const [pages] = await Promise.all([loadNewsletterPages(), i18n.loadNamespaces('newsletter')]);
  return pages;
});

/** The landing page with the blocks other features contribute. */
function Home() {
  return <HomePage friendsTeaser={<DogsTeaser />} articlesTeaser={<ArticlesTeaser />} />;
}

/**
 * The component of every page `routes.json` names. The table itself (paths, aliases, which
 * pages are errors or about a subject) is shared with the server, which answers each path's
 * status and head from it.
 */
const pages = {
  // Home is the landing page for most visits, so it ships in the main chunk (no extra round trip).
  home: { Component: Home },
  wantAFriend: { lazy: async () => ({ Component: (await loadDogList()).DogListPage }) },
  dog: { lazy: async () => ({ Component: (await loadDogDetails()).DogDetailsPage }) },
  blog: { lazy: async () => ({ Component: (await loadBlog()).BlogListPage }) },
  article: { lazy: async () => ({ Component: (await loadBlog()).ArticlePage }) },
  contacts: { lazy: async () => ({ Component: (await loadContacts()).ContactsPage }) },
  about: { lazy: async () => ({ Component: (await loadMeetUs()).MeetUsPage }) },
  gallery: { lazy: async () => ({ Component: (await loadGallery()).GalleryPage }) },
  feedback: { lazy: async () => ({ Component: (await loadFeedback()).FeedbackPage }) },
  faq: { lazy: async () => ({ Component: (await loadFaq()).FaqPage }) },
  prices: { lazy: async () => ({ Component: (await loadPrices()).PricesPage }) },
  newsletterConfirm: {
    lazy: async () => ({ Component: (await loadNewsletter()).NewsletterConfirmPage }),
  },
  newsletterUnsubscribe: {
    lazy: async () => ({ Component: (await loadNewsletter()).NewsletterUnsubscribePage }),
  },
  notFound: { lazy: async () => ({ Component: (await loadErrorPages()).NotFoundPage }) },
  serverError: { lazy: async () => ({ Component: (await loadErrorPages()).ServerErrorPage }) },
  admin: { lazy: async () => ({ Component: (await loadAdminApp()).default }) },
} satisfies Record<string, PageComponent>;

/** The public pages; mounted at `/`, `/uk` and `/en` so every page works with a language prefix. */
const publicPages: RouteObject[] = [
  ...buildRoutes(routeTable.languagePrefixed, pages, RedirectWithinLanguage),
  { path: '*', Component: RedirectToNotFound },
];

/**
 * The router over every page; it matches the address and starts loading that page's code at
 * once. Made by `startApp` (`start.tsx`) in a task of its own, after the modules have run.
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      Component: RootLayout,
      children: [
        ...buildRoutes(routeTable.unprefixed, pages, RedirectWithinLanguage),
        {
          Component: PublicLayout,
          children: ['/', '/uk', '/en'].map((path) => ({ path, children: publicPages })),
        },
      ],
    },
  ]);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
