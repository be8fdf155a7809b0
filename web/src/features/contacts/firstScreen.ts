/** What the contacts page shows before its data, rendered into the page's HTML at build time. */
export { ContactsFrame as ContactsFirstScreen } from './components/ContactsFrame';
