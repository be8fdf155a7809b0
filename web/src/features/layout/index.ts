export { Footer } from './components/Footer';
export { Header } from './components/Header';
