import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api';
import { getToken, startSession } from '@/shared/session';
import type {
  AuthenticatorSetup,
  PasskeyAddition,
  PasskeySetup,
  Profile,
  ProfileUpdate,
  RecoveryCodesAnswer,
} from './types';

/** The signed-in admin's profile (SPEC §7 "Admin"), which the header, profile and settings share. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (login) => `admin/profile/login=${encodeURIComponent(login)}`,
    }),

    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (update) => ({ url: 'admin/profile/update', method: 'PUT', body: update }),
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const profile = result.data;
        // The read side catches up a moment later; the answer is already the new truth, and it
        // must be cached under the (maybe new) login before the session announces that login.
        dispatch(
          profileApi.util.upsertQueryEntries([
            { endpointName: 'getProfile', arg: profile.login, value: profile },
          ]),
        );
        // Every update re-issues the token: it names the login, and a password change revokes
        // the old ones (SPEC §4).
        // The base query is fetchBaseQuery underneath, though its type does not say so.
        const meta = result.meta as FetchBaseQueryMeta | undefined;
        const header = meta?.response?.headers.get('Authorization') ?? getToken();
        if (header) startSession(profile.login, header);
      },
    }),
    /** Ends every session of the account, this device's included. */
    signOutEverywhere: build.mutation<null, undefined>({
      query: () => ({ url: 'admin/profile/sign-out-everywhere', method: 'POST' }),
    }),
    setUpAuthenticator: build.mutation<AuthenticatorSetup, undefined>({
      query: () => ({ url: 'admin/profile/authenticator/setup', method: 'POST' }),
    }),
    /** Confirms the set-up secret with the app's code; answers the recovery codes. */
    addAuthenticator: build.mutation<RecoveryCodesAnswer, { secret: string; code: string }>({
      query: (body) => ({ url: 'admin/profile/authenticator/add', method: 'POST', body }),
    }),
    removeAuthenticator: build.mutation<null, { currentPassword: string }>({
      query: (body) => ({ url: 'admin/profile/authenticator/remove', method: 'POST', body }),
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodesAnswer, { currentPassword: string }>({
      query: (body) => ({ url: 'admin/profile/recovery-codes/renew', method: 'POST', body }),
    }),
    setUpPasskey: build.mutation<PasskeySetup, undefined>({
      query: () => ({ url: 'admin/profile/passkey/setup', method: 'POST' }),
    }),
    /** Keeps the passkey the browser created; answers recovery codes if it is the first factor. */
    addPasskey: build.mutation<RecoveryCodesAnswer, PasskeyAddition>({
      query: (body) => ({ url: 'admin/profile/passkey/add', method: 'POST', body }),
    }),
    removePasskey: build.mutation<null, { id: string; currentPassword: string }>({
      query: (body) => ({ url: 'admin/profile/passkey/remove', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSignOutEverywhereMutation,
  useSetUpAuthenticatorMutation,
  useAddAuthenticatorMutation,
  useRemoveAuthenticatorMutation,
  useSetUpPasskeyMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useRenewRecoveryCodesMutation,
} = profileApi;
