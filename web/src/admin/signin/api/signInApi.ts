import { baseApi } from '@/shared/api';
import type { Credentials, SecondFactorProof, SecondStep, SignInResult } from './types';

/** `POST /api/login` (SPEC §7 "Admin") and its second step for accounts with a second factor. */
export const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResult | SecondStep, Credentials>({
      query: (credentials) => ({ url: 'login', method: 'POST', body: credentials }),
    }),
    confirmSecondFactor: build.mutation<SignInResult, SecondFactorProof>({
      query: (body) => ({ url: 'login/second-factor', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation, useConfirmSecondFactorMutation } = signInApi;
