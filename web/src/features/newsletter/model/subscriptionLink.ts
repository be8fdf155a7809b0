// The module itself, not the api index: that would start i18next and the store for pure functions.
import { apiErrorCodeOf } from '@/shared/api/apiErrorText';

/** Where a page opened from a link in a subscription mail stands. */
export type LinkState = 'following' | 'done' | 'invalid' | 'failed';

/** The token the mailed link carries (`?token=…`); empty when the link lost it on the way. */
export function linkTokenOf(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/**
 * A link the server did not make, or one of a subscription that expired or ended, stays
 * invalid however often it is followed; anything else may go through on a retry.
 */
export function failedLinkState(error: unknown): 'invalid' | 'failed' {
  return apiErrorCodeOf(error) === 'subscriptionLinkInvalid' ? 'invalid' : 'failed';
}
