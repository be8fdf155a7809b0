import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { LOCALIZED_TAG, baseApi } from '@/shared/api';
import type {
  AdminPriceItem,
  AdminService,
  PriceItemBody,
  ServiceBody,
  Versioned,
} from './priceTypes';

const PRICES = 'AdminPrices';
const HISTORY = 'AdminPriceHistory';

/**
 * The admin's price list and service description calls. A change answers the updated record,
 * which replaces the cached one; its history and the public page's data are fetched again.
 */
export const pricesAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: [PRICES, HISTORY] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminPrices: build.query<AdminPriceItem[], undefined>({
        query: () => 'admin/prices',
        providesTags: [PRICES],
      }),
      getAdminServices: build.query<AdminService[], undefined>({
        query: () => 'admin/services',
        providesTags: [PRICES],
      }),
      /** `kind` is `prices` or `services`. */
      getRecordHistory: build.query<HistoryEntry[], { kind: string; id: string }>({
        query: ({ kind, id }) => `admin/${kind}/${id}/history`,
        transformResponse: historyOf,
        providesTags: (_history, _error, { kind, id }) => [{ type: HISTORY, id: `${kind}/${id}` }],
      }),
      getPriceItemVersion: build.query<Versioned<AdminPriceItem>, { id: string; version: number }>({
        query: ({ id, version }) => `admin/prices/${id}/versions/${version}`,
      }),
      getServiceVersion: build.query<Versioned<AdminService>, { id: string; version: number }>({
        query: ({ id, version }) => `admin/services/${id}/versions/${version}`,
      }),
      editPriceItem: build.mutation<AdminPriceItem, { id: string; body: PriceItemBody }>({
        query: ({ id, body }) => ({ url: `admin/prices/${id}`, method: 'PUT', body }),
        invalidatesTags: (item) =>
          item ? [PRICES, LOCALIZED_TAG, { type: HISTORY, id: `prices/${item.id}` }] : [],
      }),
      editService: build.mutation<AdminService, { id: string; body: ServiceBody }>({
        query: ({ id, body }) => ({ url: `admin/services/${id}`, method: 'PUT', body }),
        invalidatesTags: (service) =>
          service ? [PRICES, LOCALIZED_TAG, { type: HISTORY, id: `services/${service.id}` }] : [],
      }),
      /** Saves version `version` over the record loaded at `current`. */
      restoreRecord: build.mutation<
        unknown,
        { kind: string; id: string; version: number; current: number }
      >({
        query: ({ kind, id, version, current }) => ({
          url: `admin/${kind}/${id}/restore/${version}`,
          method: 'POST',
          body: { version: current },
        }),
        invalidatesTags: (_answer, error, { kind, id }) =>
          error ? [] : [PRICES, LOCALIZED_TAG, { type: HISTORY, id: `${kind}/${id}` }],
      }),
    }),
  });

export const {
  useGetAdminPricesQuery,
  useGetAdminServicesQuery,
  useGetRecordHistoryQuery,
  useGetPriceItemVersionQuery,
  useGetServiceVersionQuery,
  useEditPriceItemMutation,
  useEditServiceMutation,
  useRestoreRecordMutation,
} = pricesAdminApi;
