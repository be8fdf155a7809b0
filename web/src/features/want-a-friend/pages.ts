/** The want-a-friend routes, loaded lazily by the router (their own chunk). */
export { DogDetailsPage } from './components/DogDetailsPage';
export { DogListPage } from './components/DogListPage';
