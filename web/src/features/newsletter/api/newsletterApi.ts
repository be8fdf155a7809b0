import { baseApi } from '@/shared/api';

/** SPEC §3 "Newsletter": the address, plus `website`, the honeypot every public form has. */
export interface NewsletterPayload {
  email: string;
  /** The honeypot: people leave it empty. */
  website: string;
}

/** What a link in a subscription mail does; also the last segment of its page and its call. */
export type LinkAction = 'confirm' | 'unsubscribe';

/**
 * The newsletter's calls (SPEC §7 `/add-email`, double opt-in). Each answers 204 whatever the
 * address's story was, so nobody learns from them whether an address is subscribed.
 */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The confirmation mail goes out in the request's language (`Accept-DHLanguage`). */
    addEmail: build.mutation<null, NewsletterPayload>({
      query: (payload) => ({ url: 'add-email', method: 'POST', body: payload }),
      extraOptions: { keepsPage: true },
    }),

    /** What the confirm and unsubscribe links in the mails lead to, with the link's token. */
    followSubscriptionLink: build.mutation<null, { action: LinkAction; token: string }>({
      query: ({ action, token }) => ({
        url: `newsletter/${action}`,
        method: 'POST',
        body: { token },
      }),
    }),
  }),
});

export const { useAddEmailMutation, useFollowSubscriptionLinkMutation } = newsletterApi;
