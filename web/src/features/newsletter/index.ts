/** The strip's form goes into the footer of every public page; it loads its own code lazily. */
export { LazySubscribeForm } from './components/LazySubscribeForm';

/** The pages the links in subscription mails open load on demand. */
export const loadNewsletterPages = () => import('./pages');
