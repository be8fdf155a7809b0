/** The About page's routes, loaded lazily by the router (their own chunk). */
export { FaqPage } from './components/FaqPage';
export { MeetUsPage } from './components/MeetUsPage';
