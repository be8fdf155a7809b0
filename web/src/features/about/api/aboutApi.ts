import { LOCALIZED_TAG, baseApi } from '@/shared/api';
import type { AboutPage, FaqAnswer } from './types';

/** Leaving the FAQ drops its answer, so entering it again loads the list anew (SPEC §4). */
export const FAQ_TAG = 'Faq';

/** The About page's calls; both are localized, so they refetch on a language switch. */
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
  }),
});

export const { useGetAboutQuery, useGetFaqQuery } = aboutApi;
