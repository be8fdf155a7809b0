/** The albums section's pages, one chunk loaded when the section is first opened. */
export { AlbumPage } from './AlbumPage';
export { AlbumsPage } from './AlbumsPage';
