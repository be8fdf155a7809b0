import { useCallback, useEffect, useRef, useState } from 'react';
import { type LinkAction, useFollowSubscriptionLinkMutation } from '../api/newsletterApi';
import { type LinkState, failedLinkState } from '../model/subscriptionLink';

/**
 * Follows a link from a subscription mail once, as the page opens: a link without a token is
 * invalid without asking the server. A failure other than an invalid link can be retried.
 */
export function useSubscriptionLink(action: LinkAction, token: string) {
  const [follow] = useFollowSubscriptionLinkMutation();
  const [state, setState] = useState<LinkState>(token ? 'following' : 'invalid');

  const send = useCallback(() => {
    follow({ action, token })
      .unwrap()
      .then(
        () => setState('done'),
        (error: unknown) => setState(failedLinkState(error)),
      );
  }, [follow, action, token]);

  // StrictMode runs effects twice in development; the link is still followed once.
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!token || followed.current === token) return;
    followed.current = token;
    send();
  }, [token, send]);

  const retry = () => {
    setState('following');
    send();
  };

  return { state, retry };
}
