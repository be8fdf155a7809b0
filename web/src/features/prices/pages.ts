/** The services page, loaded lazily by the router (its own chunk). */
export { PricesPage } from './components/PricesPage';
