import { LOCALIZED_TAG, baseApi } from '@/shared/api';
import type { Estimate, EstimateArg, PriceItem, ServiceDescription } from './types';

/** The services page's calls; the texts are localized, so they refetch on a language switch. */
export const pricesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every price item in page order (embedded in the page's HTML on a first load). */
    getPrices: build.query<PriceItem[], undefined>({
      query: () => 'prices',
      providesTags: [LOCALIZED_TAG],
    }),

    /** The four additional services (embedded in the page's HTML on a first load). */
    getServices: build.query<ServiceDescription[], undefined>({
      query: () => 'services',
      providesTags: [LOCALIZED_TAG],
    }),

    /** What a stay costs: the server holds the rules and reads the rows staff edit. */
    getEstimate: build.query<Estimate, EstimateArg>({
      query: ({ extras, ...stay }) => ({
        url: 'prices/estimate',
        params: { ...stay, ...(extras.length > 0 && { extras: extras.join(',') }) },
      }),
      providesTags: [LOCALIZED_TAG],
    }),
  }),
});

export const { useGetPricesQuery, useGetServicesQuery, useLazyGetEstimateQuery } = pricesApi;
