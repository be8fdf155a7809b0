/** The About page's FAQ tab, loaded lazily by the router (its own chunk). */
export { FaqPage } from './components/FaqPage';
