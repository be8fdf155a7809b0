/** The inbox section's pages, one chunk loaded when the section is first opened. */
export { InboxItemPage } from './InboxItemPage';
export { InboxPage } from './InboxPage';
