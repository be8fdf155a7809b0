import { baseApi } from '@/shared/api';
import type { PublicReview } from '@/shared/reviews/publicReview';

/** The home slider's reviews: at most 4 that staff chose, the most recently chosen first. */
export const feedbackSliderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedbackSlider: build.query<{ content: PublicReview[] }, undefined>({
      query: () => 'feedback/slider',
    }),
  }),
});

export const { useGetFeedbackSliderQuery } = feedbackSliderApi;
