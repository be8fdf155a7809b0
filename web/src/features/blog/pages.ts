/** The blog routes, loaded lazily by the router (their own chunk). */
export { ArticlePage } from './components/ArticlePage';
export { BlogListPage } from './components/BlogListPage';
