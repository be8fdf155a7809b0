import { IDEMPOTENCY_KEY_HEADER, LOCALIZED_TAG, baseApi } from '@/shared/api';
import type { HotelContacts } from '@/shared/lib/hotelContacts';

/** SPEC §7 `/send-message`: a name, a message and the phone or the email the visitor chose. */
export interface ContactMessage {
  name: string;
  phone?: string;
  email?: string;
  message: string;
  /** Where the form was, e.g. the modal's title. */
  subject?: string;
  /** A question for the FAQ may use "?"; a message (the default) may not. */
  kind?: 'message' | 'question';
  locale: 'uk' | 'en';
  /** The honeypot: people leave it empty. */
  website: string;
  /** How long the form was on the screen before it was sent. */
  shownForMs: number;
}

/** The hotel's contact details and the contact form's call, shared by every page that shows them. */
export const contactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The address is in the page's language, so it refetches on a switch. */
    getContacts: build.query<HotelContacts, undefined>({
      query: () => 'contacts',
      providesTags: [LOCALIZED_TAG],
    }),

    /** Answers 204 with no body; a retry with the same key is stored and mailed once. */
    sendContactMessage: build.mutation<null, { message: ContactMessage; idempotencyKey: string }>({
      query: ({ message, idempotencyKey }) => ({
        url: 'send-message',
        method: 'POST',
        body: message,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      extraOptions: { keepsPage: true },
    }),
  }),
});

export const { useGetContactsQuery, useSendContactMessageMutation } = contactsApi;
