/** The About page's routes, loaded lazily by the router (their own chunk). */
export { AboutHeader } from './components/AboutHeader';
export { FaqPage } from './components/FaqPage';
export { FeedbackPage } from './components/FeedbackPage';
export { MeetUsPage } from './components/MeetUsPage';
