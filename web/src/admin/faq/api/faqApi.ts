import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';
import type { AdminFaq, AdminFaqVersion, FaqFields } from './faqTypes';

const FAQ = 'AdminFaq';
const HISTORY = 'AdminFaqHistory';

/**
 * The admin FAQ calls. Every change answers the whole list, which becomes the cached one at
 * once; the history is fetched again, as it grew by an event.
 */
export const faqAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: [FAQ, HISTORY] })
  .injectEndpoints({
    endpoints: (build) => {
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body?: unknown },
      ) =>
        build.mutation<AdminFaq, Arg>({
          query: request,
          invalidatesTags: (list) => (list ? [HISTORY] : []),
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(faqAdminApi.util.upsertQueryData('getAdminFaq', undefined, result.data));
            }
          },
        });

      return {
        getAdminFaq: build.query<AdminFaq, undefined>({
          query: () => 'admin/faq',
          providesTags: [FAQ],
        }),
        getFaqHistory: build.query<HistoryEntry[], undefined>({
          query: () => 'admin/faq/history',
          transformResponse: historyOf,
          providesTags: [HISTORY],
        }),
        getFaqVersion: build.query<AdminFaqVersion, number>({
          query: (version) => `admin/faq/versions/${version}`,
        }),
        addFaqItem: changeOf((body: FaqFields) => ({ url: 'admin/faq', method: 'POST', body })),
        editFaqItem: changeOf(({ id, ...body }: FaqFields & { id: number; version: number }) => ({
          url: `admin/faq/${id}`,
          method: 'PUT',
          body,
        })),
        deleteFaqItem: changeOf((id: number) => ({ url: `admin/faq/${id}`, method: 'DELETE' })),
        reorderFaq: changeOf((body: { version: number; order: number[] }) => ({
          url: 'admin/faq-order',
          method: 'PUT',
          body,
        })),
        restoreFaq: changeOf(({ version, current }: { version: number; current: number }) => ({
          url: `admin/faq/restore/${version}`,
          method: 'POST',
          body: { version: current },
        })),
      };
    },
  });

export const {
  useGetAdminFaqQuery,
  useGetFaqHistoryQuery,
  useGetFaqVersionQuery,
  useAddFaqItemMutation,
  useEditFaqItemMutation,
  useDeleteFaqItemMutation,
  useReorderFaqMutation,
  useRestoreFaqMutation,
} = faqAdminApi;
