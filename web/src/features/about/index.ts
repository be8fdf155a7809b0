// The endpoints are injected with the main bundle, before the first render: the answers the
// server embeds in the page (query/src/page_meta) go into the cache only for endpoints that
// exist by then. The pages themselves load on demand.
import './api/aboutApi';

/**
 * The About page's tabs, each loaded lazily by the router in a chunk of its own: the meet-us
 * tab does not wait for the review and question forms of the others.
 */
export const loadMeetUsPage = () => import('./meetUsPage');
export const loadFeedbackPage = () => import('./feedbackPage');
export const loadFaqPage = () => import('./faqPage');
