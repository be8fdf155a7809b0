// The endpoints are injected with the main bundle, before the first render: the first page of
// albums the server embeds in the page goes into the cache only if its endpoint exists by then.
import './api/albumsApi';

/** The About page's photogallery tab, loaded lazily by the router (its own chunk). */
export const loadGalleryPages = () => import('./pages');
