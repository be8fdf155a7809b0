// The endpoints are injected with the main bundle, before the first render: the answers the
// server embeds in the page (query/src/page_meta) go into the cache only for endpoints that
// exist by then. The pages themselves load on demand.
import './api/aboutApi';

/** The About page's routes, loaded lazily by the router (their own chunk). */
export const loadAboutPages = () => import('./pages');
