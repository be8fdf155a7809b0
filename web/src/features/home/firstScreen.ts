/** What the home page shows before its data, rendered into the page's HTML at build time. */
export { HomeFirstScreen } from './components/HomeFirstScreen';
