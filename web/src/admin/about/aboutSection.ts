/** The about page section's page, one chunk loaded when the section is first opened. */
export { AboutAdminPage } from './AboutAdminPage';
