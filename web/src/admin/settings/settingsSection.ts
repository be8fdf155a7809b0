/** The settings section's pages, one chunk loaded when the section is first opened. */
export { SettingsPage } from './SettingsPage';
