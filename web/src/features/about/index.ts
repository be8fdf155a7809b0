/** The About page's routes load on demand. */
export const loadAboutPages = () => import('./pages');
