import { SubscriptionLinkPage } from './SubscriptionLinkPage';

/** The confirmation link's page: the subscription starts here (double opt-in). */
export function NewsletterConfirmPage() {
  return <SubscriptionLinkPage action="confirm" />;
}

/** The unsubscribe link's page, which every subscription mail carries. */
export function NewsletterUnsubscribePage() {
  return <SubscriptionLinkPage action="unsubscribe" />;
}
