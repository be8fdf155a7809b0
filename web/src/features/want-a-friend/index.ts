/** The home page's block ships with the home page; the routes load on demand. */
export { DogsTeaser } from './components/DogsTeaser';

export const loadWantAFriendPages = () => import('./pages');
