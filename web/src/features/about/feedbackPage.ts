/** The About page's feedback tab, loaded lazily by the router (its own chunk). */
export { FeedbackPage } from './components/FeedbackPage';
