/** The contacts page loads on demand. */
export const loadContactsPages = () => import('./pages');
