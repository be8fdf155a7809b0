/** What the About tabs show before their data, rendered into the page's HTML at build time. */
export { FeedbackFrame as FeedbackFirstScreen } from './components/FeedbackFrame';
