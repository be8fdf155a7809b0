import { IDEMPOTENCY_KEY_HEADER, LOCALIZED_TAG, baseApi } from '@/shared/api';
import type { FeedbackPage } from '@/shared/reviews/publicReview';
import type { AboutPage, FaqAnswer } from './types';

/** One visitor submission: the multipart form and the key naming it across retries. */
export interface ReviewSubmission {
  form: FormData;
  idempotencyKey: string;
}

/** Leaving the FAQ drops its answer, so entering it again loads the list anew (SPEC §4). */
export const FAQ_TAG = 'Faq';

/**
 * The About page's calls. The page and the FAQ are localized, so they refetch on a language
 * switch; reviews are shown as guests wrote them, the same in both languages.
 */
export const aboutApi = baseApi.enhanceEndpoints({ addTagTypes: [FAQ_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getAbout: build.query<AboutPage, undefined>({
      query: () => 'about',
      providesTags: [LOCALIZED_TAG],
    }),

    /** SPEC §7 names `POST /about/ask`; the server answers the same list on the cached GET. */
    getFaq: build.query<FaqAnswer, undefined>({
      query: () => 'about/ask',
      providesTags: [LOCALIZED_TAG, FAQ_TAG],
    }),

    /** The 10 newest reviews; the feedback page's HTML embeds this answer. */
    getFeedback: build.query<FeedbackPage, undefined>({
      query: () => 'feedback',
    }),

    /** Every review, for "show all". */
    getAllFeedback: build.query<FeedbackPage, undefined>({
      query: () => 'feedback/all',
    }),

    /**
     * A guest's review (multipart: the photo is a file). Answers 204; it waits for staff, so
     * no list changes. A retry with the same key is stored once.
     */
    sendReview: build.mutation<null, ReviewSubmission>({
      query: ({ form, idempotencyKey }) => ({
        url: 'feedback',
        method: 'POST',
        body: form,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      extraOptions: { keepsPage: true },
    }),

    /** A guest's answer to an approved review: the same form, the same rules. */
    sendReviewAnswer: build.mutation<null, ReviewSubmission & { reviewId: string }>({
      query: ({ reviewId, form, idempotencyKey }) => ({
        url: `feedback/${encodeURIComponent(reviewId)}/answers`,
        method: 'POST',
        body: form,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      extraOptions: { keepsPage: true },
    }),
  }),
});

export const {
  useGetAboutQuery,
  useGetFaqQuery,
  useGetFeedbackQuery,
  useGetAllFeedbackQuery,
  useSendReviewMutation,
  useSendReviewAnswerMutation,
} = aboutApi;
