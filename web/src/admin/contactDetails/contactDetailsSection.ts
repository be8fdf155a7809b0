/** The contact details section's page, one chunk loaded when the section is first opened. */
export { ContactDetailsPage } from './ContactDetailsPage';
