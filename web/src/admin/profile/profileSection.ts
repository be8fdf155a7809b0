/** The profile section's pages, one chunk loaded when the section is first opened. */
export { ProfilePage } from './ProfilePage';
