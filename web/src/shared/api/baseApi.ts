import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { i18n, toLanguage } from '../i18n';
import { readCookie } from '../lib/cookies';
import { getToken } from '../session';
import { statusCodeSet } from './globalError';
import { sendHomeAsExpired } from './sessionExpired';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders(headers) {
    headers.set('Accept-DHLanguage', toLanguage(i18n.language));
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The server sets the XSRF-TOKEN cookie on GETs and expects it back on state changes (SPEC §7). */
function withXsrfHeader(args: FetchArgs): FetchArgs {
  const method = (args.method ?? 'GET').toUpperCase();
  const xsrf = readCookie('XSRF-TOKEN');
  if (SAFE_METHODS.has(method) || !xsrf) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('X-XSRF-TOKEN', xsrf);
  return { ...args, headers };
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  // A 401 means "expired" only when we sent a token; a wrong password at sign-in is a 401 too.
  const hadToken = getToken() !== null;
  const result = await fetchFromApi(withXsrfHeader(request), api, extraOptions);
  const status = result.error?.status;
  if (status === 401 && hadToken) sendHomeAsExpired();
  if (typeof status === 'number' && status >= 500) api.dispatch(statusCodeSet(status));
  return result;
};

/**
 * Queries whose answer is in the request's language (dog names, articles) provide this tag;
 * a language switch invalidates it, so they refetch while everything else stays cached.
 */
export const LOCALIZED_TAG = 'Localized';

/**
 * The one RTK Query API. Features add their endpoints with `baseApi.injectEndpoints` and
 * declare the tags they use in `tagTypes` below.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [LOCALIZED_TAG],
  endpoints: () => ({}),
});
