/** The contacts route, loaded lazily by the router (its own chunk). */
export { ContactsPage } from './components/ContactsPage';
