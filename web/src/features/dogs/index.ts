/** The home page's block ships with the home page; the routes load on demand. */
export { DogsTeaser } from './components/DogsTeaser';

/**
 * The list and a dog's page load lazily, each in a chunk of its own: a dog's page does not
 * wait for the list's filters and cards, nor the list for the request form.
 */
export const loadDogListPage = () => import('./dogListPage');
export const loadDogDetailsPage = () => import('./dogDetailsPage');
