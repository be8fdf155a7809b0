/** The services page loads on demand. */
export const loadPricesPages = () => import('./pages');
