import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';

/** The kinds of guest the hotel counts places for. */
export const PLACE_KINDS = ['dogSmall', 'dogMedium', 'dogBig', 'cat'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Nights the hotel takes no guests, both dates included (`yyyy-mm-dd`). */
export interface ClosedNights {
  from: string;
  to: string;
  /** Why, for staff only. */
  note: string;
}

/** The places and closed nights as staff edit them (`GET /admin/stays/capacity`). */
export interface AdminCapacity {
  /** The version a save names; 0 before the first save. */
  version: number;
  changedAt: string | null;
  places: Record<PlaceKind, number>;
  closed: ClosedNights[];
}

export type CapacityBody = Omit<AdminCapacity, 'changedAt'>;

export interface AdminCapacityVersion extends AdminCapacity {
  changedFields: string[];
}

const CAPACITY = 'AdminCapacity';
const HISTORY = 'AdminCapacityHistory';

/** The staff's capacity calls; a save or restore answers the capacity, cached at once. */
export const staysApi = baseApi
  .enhanceEndpoints({ addTagTypes: [CAPACITY, HISTORY] })
  .injectEndpoints({
    endpoints: (build) => {
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body: unknown },
      ) =>
        build.mutation<AdminCapacity, Arg>({
          query: request,
          invalidatesTags: (capacity) => (capacity ? [HISTORY] : []),
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(staysApi.util.upsertQueryData('getAdminCapacity', undefined, result.data));
            }
          },
        });

      return {
        getAdminCapacity: build.query<AdminCapacity, undefined>({
          query: () => 'admin/stays/capacity',
          providesTags: [CAPACITY],
        }),

        getAdminCapacityHistory: build.query<HistoryEntry[], undefined>({
          query: () => 'admin/stays/capacity/history',
          transformResponse: historyOf,
          providesTags: [HISTORY],
        }),

        // A version never changes once written: nothing to invalidate.
        getAdminCapacityVersion: build.query<AdminCapacityVersion, number>({
          query: (version) => `admin/stays/capacity/versions/${version}`,
        }),

        saveCapacity: changeOf((body: CapacityBody) => ({
          url: 'admin/stays/capacity',
          method: 'PUT',
          body,
        })),

        restoreCapacity: changeOf(({ version, current }: { version: number; current: number }) => ({
          url: `admin/stays/capacity/restore/${version}`,
          method: 'POST',
          body: { version: current },
        })),
      };
    },
  });

export const {
  useGetAdminCapacityQuery,
  useGetAdminCapacityHistoryQuery,
  useGetAdminCapacityVersionQuery,
  useSaveCapacityMutation,
  useRestoreCapacityMutation,
} = staysApi;
