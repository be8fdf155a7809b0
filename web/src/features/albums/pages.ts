/** The gallery's route, loaded lazily by the router (its own chunk). */
export { GalleryPage } from './components/GalleryPage';
