import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AdminNotFoundPage } from '@/admin/shared/errors/AdminNotFoundPage';
import { type AdminPage, adminRouteTable } from '@/admin/shared/routeTable';
import { i18n } from '@/shared/i18n';
import { importWithReload } from '@/shared/lib/staleChunk';
import { AdminLayout } from './layout/AdminLayout';
import { SectionLoading } from './layout/SectionLoading';
import { AdminLanding } from './signin/AdminLanding';

/**
 * A section's pages, its own chunk, fetched with the section's texts on its first opening: a
 * staff member who only answers the inbox never downloads the article editor.
 */
function section<Pages extends Record<string, ComponentType>>(
  load: () => Promise<Pages>,
  namespaces: string[] = [],
) {
  // The texts arrive with the code, so the page does not suspend again for them once it renders.
  const loadWithTexts = importWithReload(async () => {
    const [pages] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return pages;
  });
  return (name: keyof Pages & string) =>
    lazy(async () => ({ default: (await loadWithTexts())[name] as ComponentType }));
}

const profile = section(() => import('./profile/profileSection'));
const settings = section(() => import('./settings/settingsSection'));
const inbox = section(() => import('./inbox/inboxSection'), ['adminInbox']);
const articles = section(() => import('./articles/articlesSection'), ['adminArticles']);
const dogs = section(() => import('./dogs/dogsSection'), ['adminDogs']);
const albums = section(() => import('./albums/albumsSection'), ['adminAlbums']);
const contactDetails = section(
  () => import('./contactDetails/contactDetailsSection'),
  ['adminContactDetails'],
);
const about = section(() => import('./about/aboutSection'), ['adminAbout']);
const faq = section(() => import('./faq/faqSection'), ['adminFaq']);
const prices = section(() => import('./prices/pricesSection'), ['adminPrices']);
const stays = section(() => import('./stays/staysSection'), ['adminStays']);
const reviews = section(() => import('./reviews/reviewsSection'), ['adminReviews']);
const newsletter = section(() => import('./newsletter/newsletterSection'), ['adminNewsletter']);

/** The component of every page the route table names. */
const pages: Record<AdminPage, ComponentType> = {
  profile: profile('ProfilePage'),
  settings: settings('SettingsPage'),
  inbox: inbox('InboxPage'),
  inboxItem: inbox('InboxItemPage'),
  articles: articles('ArticlesPage'),
  article: articles('ArticleEditorPage'),
  dogs: dogs('DogsPage'),
  dog: dogs('DogPage'),
  albums: albums('AlbumsPage'),
  album: albums('AlbumPage'),
  contactDetails: contactDetails('ContactDetailsPage'),
  about: about('AboutAdminPage'),
  faq: faq('FaqAdminPage'),
  prices: prices('PricesAdminPage'),
  stays: stays('StaysPage'),
  reviews: reviews('ReviewsAdminPage'),
  newsletter: newsletter('NewsletterPage'),
  issue: newsletter('IssuePage'),
  notFound: AdminNotFoundPage,
};

/** The list pages, whose title and create button sit in the header's row (`HeaderSection`). */
const FILLS_HEADER: ReadonlySet<AdminPage> = new Set(['articles', 'dogs', 'albums', 'newsletter']);

/**
 * A page under the admin header. Each page has a boundary of its own, so opening a section
 * whose code is not here yet shows the loading state at once, in place of the page left,
 * while the header and its navigation stay.
 */
function SectionPage({ page }: { page: AdminPage }) {
  const Page = pages[page];
  return (
    <Suspense key={page} fallback={<SectionLoading fillsHeader={FILLS_HEADER.has(page)} />}>
      <Page />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  { index: true, element: <AdminLanding /> },
  {
    element: <AdminLayout />,
    children: adminRouteTable.map((row) => ({
      path: row.path,
      element: <SectionPage page={row.page} />,
    })),
  },
];

/** The admin's routes, relative to /admin, from its route table. */
export function AdminRoutes() {
  return useRoutes(routes);
}
