/** The stays section's page, one chunk loaded when the section is first opened. */
export { StaysPage } from './StaysPage';
