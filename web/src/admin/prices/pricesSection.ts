/** The prices section's page, one chunk loaded when the section is first opened. */
export { PricesAdminPage } from './PricesAdminPage';
