/**
 * What the home page shows before its data, rendered into the page's HTML at build time: the
 * promo header, without the arrow that needs the app to scroll.
 */
export { PromoHeader as HomeFirstScreen } from './components/PromoHeader';
