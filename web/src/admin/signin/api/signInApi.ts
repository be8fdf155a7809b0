import { baseApi } from '@/shared/api';
import type { Credentials, SignInResult } from './types';

/** `POST /api/login` (SPEC §7 "Admin"). */
export const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResult, Credentials>({
      query: (credentials) => ({ url: 'login', method: 'POST', body: credentials }),
    }),
  }),
});

export const { useSignInMutation } = signInApi;
