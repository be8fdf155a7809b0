/** The pages the links in subscription mails open, loaded lazily by the router (their own chunk). */
export { NewsletterConfirmPage, NewsletterUnsubscribePage } from './components/NewsletterPages';
