import { type HistoryEntry, historyOf } from '@/admin/shared/history/historyEntry';
import { baseApi } from '@/shared/api';
import type { AboutStory, AdminAbout, AdminAboutVersion, MemberFields } from './aboutTypes';

const ABOUT = 'AdminAbout';
const HISTORY = 'AdminAboutHistory';

/**
 * The admin About calls. Every change answers the whole page, which becomes the cached one at
 * once; the history is fetched again, as it grew by an event.
 */
export const aboutAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ABOUT, HISTORY] })
  .injectEndpoints({
    endpoints: (build) => {
      const changeOf = <Arg>(
        request: (arg: Arg) => { url: string; method: string; body?: unknown },
      ) =>
        build.mutation<AdminAbout, Arg>({
          query: request,
          invalidatesTags: (page) => (page ? [HISTORY] : []),
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const result = await queryFulfilled.catch(() => null);
            if (result) {
              dispatch(aboutAdminApi.util.upsertQueryData('getAdminAbout', undefined, result.data));
            }
          },
        });

      return {
        getAdminAbout: build.query<AdminAbout, undefined>({
          query: () => 'admin/about',
          providesTags: [ABOUT],
        }),
        getAboutHistory: build.query<HistoryEntry[], undefined>({
          query: () => 'admin/about/history',
          transformResponse: historyOf,
          providesTags: [HISTORY],
        }),
        // A version never changes once written: nothing to invalidate.
        getAboutVersion: build.query<AdminAboutVersion, number>({
          query: (version) => `admin/about/versions/${version}`,
        }),
        saveStory: changeOf((body: AboutStory & { version: number }) => ({
          url: 'admin/about/story',
          method: 'PUT',
          body,
        })),
        addMember: changeOf((body: MemberFields) => ({
          url: 'admin/about/team',
          method: 'POST',
          body,
        })),
        editMember: changeOf(({ id, ...body }: MemberFields & { id: number; version: number }) => ({
          url: `admin/about/team/${id}`,
          method: 'PUT',
          body,
        })),
        removeMember: changeOf((id: number) => ({
          url: `admin/about/team/${id}`,
          method: 'DELETE',
        })),
        reorderTeam: changeOf((body: { version: number; order: number[] }) => ({
          url: 'admin/about/team-order',
          method: 'PUT',
          body,
        })),
        restoreAbout: changeOf(({ version, current }: { version: number; current: number }) => ({
          url: `admin/about/restore/${version}`,
          method: 'POST',
          body: { version: current },
        })),
      };
    },
  });

export const {
  useGetAdminAboutQuery,
  useGetAboutHistoryQuery,
  useGetAboutVersionQuery,
  useSaveStoryMutation,
  useAddMemberMutation,
  useEditMemberMutation,
  useRemoveMemberMutation,
  useReorderTeamMutation,
  useRestoreAboutMutation,
} = aboutAdminApi;
