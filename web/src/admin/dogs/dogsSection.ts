/** The dogs section's pages, one chunk loaded when the section is first opened. */
export { DogPage } from './DogPage';
export { DogsPage } from './DogsPage';
