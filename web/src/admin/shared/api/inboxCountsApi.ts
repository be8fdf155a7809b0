import { baseApi } from '@/shared/api';

/**
 * What the inbox shows: its list, items and counts. A status change invalidates it, and so
 * does a review's moderation, which closes the review's item.
 */
export const INBOX_TAG = 'AdminInbox';

/** `GET /api/admin/inbox/counts`: how many items each status holds. */
export interface InboxCounts {
  new: number;
  inProgress: number;
  done: number;
  spam: number;
}

/**
 * The inbox's counts, here rather than in the inbox section: the admin header shows the
 * unread count on every page, and the inbox's own calls are injected into this slice.
 */
export const inboxCountsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [INBOX_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Polled by the header: a failed poll must not take the page staff are on. */
      getInboxCounts: build.query<InboxCounts, undefined>({
        query: () => 'admin/inbox/counts',
        extraOptions: { keepsPage: true },
        providesTags: [INBOX_TAG],
      }),
    }),
  });

export const { useGetInboxCountsQuery } = inboxCountsApi;
