/** The newsletter section's pages, one chunk loaded when the section is first opened. */
export { IssuePage } from './IssuePage';
export { NewsletterPage } from './NewsletterPage';
