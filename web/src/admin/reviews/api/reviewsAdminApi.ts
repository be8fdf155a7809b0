import { INBOX_TAG } from '@/admin/shared/api/inboxCountsApi';
import { baseApi } from '@/shared/api';
import type {
  AdminReview,
  AdminReviewPage,
  Moderation,
  ReviewCounts,
  ReviewStatus,
} from './reviewTypes';

const REVIEWS = 'AdminReviews';

/** What each moderation step is called in its address. */
type Step = 'approve' | 'reject' | 'feature' | 'unfeature';

/** Deciding on a review closes its item in the staff inbox: the inbox's counts change too. */
const INBOX_CLOSING_STEPS: readonly Step[] = ['approve', 'reject'];

/**
 * The moderation calls. Every step can move a review to another tab, change the counts and the
 * slider, so each refetches the lists and counts it shows (a stale step too: its 409 means the
 * page is behind).
 */
export const reviewsAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: [REVIEWS, INBOX_TAG] })
  .injectEndpoints({
    endpoints: (build) => {
      const step = (name: Step) => {
        const changed = INBOX_CLOSING_STEPS.includes(name)
          ? ([REVIEWS, INBOX_TAG] as const)
          : ([REVIEWS] as const);
        return build.mutation<AdminReview, Moderation>({
          query: ({ id, version }) => ({
            url: `admin/feedback/${encodeURIComponent(id)}/${name}`,
            method: 'PUT',
            body: { version },
          }),
          invalidatesTags: (_review, error) => (!error || error.status === 409 ? changed : []),
        });
      };

      return {
        /** 20 per page, newest first. */
        getAdminReviews: build.infiniteQuery<AdminReviewPage, ReviewStatus, number>({
          infiniteQueryOptions: {
            initialPageParam: 1,
            getNextPageParam: (lastPage, _allPages, lastPageParam) =>
              lastPage.last || lastPageParam >= lastPage.totalPages ? undefined : lastPageParam + 1,
          },
          query: ({ queryArg: status, pageParam }) =>
            `admin/feedback?status=${status}&page=${pageParam}`,
          providesTags: [REVIEWS],
        }),
        getReviewCounts: build.query<ReviewCounts, undefined>({
          query: () => 'admin/feedback/counts',
          providesTags: [REVIEWS],
        }),
        approveReview: step('approve'),
        rejectReview: step('reject'),
        featureReview: step('feature'),
        unfeatureReview: step('unfeature'),
        /** The hotel's answer: a new review, approved at once. */
        answerReview: build.mutation<AdminReview, { id: string; text: string }>({
          query: ({ id, text }) => ({
            url: `admin/feedback/${encodeURIComponent(id)}/answer`,
            method: 'POST',
            body: { text },
          }),
          invalidatesTags: (_review, error) => (error ? [] : [REVIEWS]),
        }),
      };
    },
  });

export const {
  useGetAdminReviewsInfiniteQuery,
  useGetReviewCountsQuery,
  useApproveReviewMutation,
  useRejectReviewMutation,
  useFeatureReviewMutation,
  useUnfeatureReviewMutation,
  useAnswerReviewMutation,
} = reviewsAdminApi;
