import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';

/** The details as staff edit them (`GET /admin/contacts`): both addresses and the version. */
export interface AdminContactDetails {
  /** The version a save names; 0 before the first save. */
  version: number;
  changedAt: string | null;
  landline: string;
  mobilePhones: [string, string];
  email: string;
  address: { uk: string; en: string };
  socialUrl: string;
  latitude: number;
  longitude: number;
}

export type ContactDetailsBody = Omit<AdminContactDetails, 'changedAt'>;

export interface AdminContactDetailsVersion extends AdminContactDetails {
  changedFields: string[];
}

const CONTACTS = 'AdminContactDetails';
const HISTORY = 'AdminContactsHistory';

/** The admin's contact details calls; a save or restore answers the details, cached at once. */
export const contactDetailsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [CONTACTS, HISTORY] })
  .injectEndpoints({
    endpoints: (build) => {
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body: unknown },
      ) =>
        build.mutation<AdminContactDetails, Arg>({
          query: request,
          invalidatesTags: (details) => (details ? [HISTORY] : []),
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(
                contactDetailsApi.util.upsertQueryData('getAdminContacts', undefined, result.data),
              );
            }
          },
        });

      return {
        getAdminContacts: build.query<AdminContactDetails, undefined>({
          query: () => 'admin/contacts',
          providesTags: [CONTACTS],
        }),

        getAdminContactsHistory: build.query<HistoryEntry[], undefined>({
          query: () => 'admin/contacts/history',
          transformResponse: historyOf,
          providesTags: [HISTORY],
        }),

        // A version never changes once written: nothing to invalidate.
        getAdminContactsVersion: build.query<AdminContactDetailsVersion, number>({
          query: (version) => `admin/contacts/versions/${version}`,
        }),

        saveContacts: changeOf((body: ContactDetailsBody) => ({
          url: 'admin/contacts',
          method: 'PUT',
          body,
        })),

        restoreContacts: changeOf(({ version, current }: { version: number; current: number }) => ({
          url: `admin/contacts/restore/${version}`,
          method: 'POST',
          body: { version: current },
        })),
      };
    },
  });

export const {
  useGetAdminContactsQuery,
  useGetAdminContactsHistoryQuery,
  useGetAdminContactsVersionQuery,
  useSaveContactsMutation,
  useRestoreContactsMutation,
} = contactDetailsApi;
