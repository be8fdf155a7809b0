/** The About page's photogallery tab, loaded lazily by the router (its own chunk). */
export const loadGalleryPages = () => import('./pages');
