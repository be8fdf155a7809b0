/** The About page's meet-us tab, loaded lazily by the router (its own chunk). */
export { MeetUsPage } from './components/MeetUsPage';
