/** The reviews section's page, one chunk loaded when the section is first opened. */
export { ReviewsAdminPage } from './ReviewsAdminPage';
