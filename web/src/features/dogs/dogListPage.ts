/** The dog list's route, loaded lazily by the router (its own chunk). */
export { DogListPage } from './components/DogListPage';
