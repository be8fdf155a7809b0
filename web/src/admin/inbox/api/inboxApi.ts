import { INBOX_TAG, inboxCountsApi } from '@/admin/shared/api/inboxCountsApi';
import { type InboxQuery, inboxApiQueryOf } from '../inboxQuery';
import type {
  InboxErased,
  InboxErasure,
  InboxItem,
  InboxPage,
  InboxReplied,
  InboxReply,
  InboxStatusChange,
  InboxStatusChanged,
} from './inboxTypes';

/**
 * The inbox's calls, in the slice that holds its counts. A status change moves the item
 * between lists and counts and adds to its history, and a reply adds to its history, so both
 * refetch everything the inbox shows; a stale one (409) too, since its page is behind. Forgetting
 * a visitor empties several items at once, wherever they are shown.
 */
export const inboxApi = inboxCountsApi.injectEndpoints({
  endpoints: (build) => ({
    getInboxPage: build.query<InboxPage, InboxQuery>({
      query: (query) => `admin/inbox?${inboxApiQueryOf(query)}`,
      providesTags: [INBOX_TAG],
    }),
    getInboxItem: build.query<InboxItem, string>({
      query: (id) => `admin/inbox/${encodeURIComponent(id)}`,
      providesTags: [INBOX_TAG],
    }),
    setInboxStatus: build.mutation<InboxStatusChanged, InboxStatusChange>({
      query: ({ id, status, version }) => ({
        url: `admin/inbox/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status, version },
      }),
      // The answer is the item's new status: shown at once, before the refetch brings the
      // history that goes with it.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const { status, version, changedBy, changedAt } = result.data;
        dispatch(
          inboxApi.util.updateQueryData('getInboxItem', id, (item) => {
            Object.assign(item, { status, version, changedBy, changedAt });
          }),
        );
      },
      invalidatesTags: (_changed, error) => (!error || error.status === 409 ? [INBOX_TAG] : []),
    }),
    replyToInboxItem: build.mutation<InboxReplied, InboxReply>({
      query: ({ id, text, version }) => ({
        url: `admin/inbox/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { text, version },
      }),
      // The new version at once: a status change made before the refetch lands is not stale.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const { version } = result.data;
        dispatch(
          inboxApi.util.updateQueryData('getInboxItem', id, (item) => {
            item.version = version;
          }),
        );
      },
      invalidatesTags: (_replied, error) => (!error || error.status === 409 ? [INBOX_TAG] : []),
    }),
    // Asked afresh each time the question is: another visitor's request may have come since.
    getInboxErasure: build.query<InboxErasure, string>({
      query: (id) => `admin/inbox/${encodeURIComponent(id)}/erasure`,
      providesTags: [INBOX_TAG],
      keepUnusedDataFor: 0,
    }),
    eraseInboxVisitor: build.mutation<InboxErased, string>({
      query: (id) => ({ url: `admin/inbox/${encodeURIComponent(id)}/erase`, method: 'POST' }),
      // A failure may still have come after part of the work, or after someone else's erasure.
      invalidatesTags: [INBOX_TAG],
    }),
  }),
});

export const {
  useGetInboxPageQuery,
  useGetInboxItemQuery,
  useSetInboxStatusMutation,
  useReplyToInboxItemMutation,
  useGetInboxErasureQuery,
  useEraseInboxVisitorMutation,
} = inboxApi;
