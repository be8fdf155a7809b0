/** The FAQ section's page, one chunk loaded when the section is first opened. */
export { FaqAdminPage } from './FaqAdminPage';
