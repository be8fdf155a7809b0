/** A dog's page's route, loaded lazily by the router (its own chunk). */
export { DogDetailsPage } from './components/DogDetailsPage';
