export { NotFoundPage } from './components/NotFoundPage';
export { ServerErrorPage } from './components/ServerErrorPage';
