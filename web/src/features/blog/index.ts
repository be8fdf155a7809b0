/** The home page's block ships with the home page; the routes load on demand. */
export { ArticlesTeaser } from './components/ArticlesTeaser';

export const loadBlogPages = () => import('./pages');
