import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getToken } from '../session';
import { apiHeaders } from './apiHeaders';
import { errorCodeOf } from './apiError';
import { statusCodeSet } from './globalError';
import { sendHomeAsExpired } from './sessionExpired';
import { renewalAfterRefusal } from './sessionRenewal';
import { secondFactorRequired, sendToSecondFactorSetup } from './secondFactorRequired';

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders(headers, { arg }) {
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
    for (const [name, value] of Object.entries(apiHeaders(method))) headers.set(name, value);
    return headers;
  },
});

/** The answer a call gets when its token could not be renewed for an outage. */
const SERVICE_UNAVAILABLE: FetchBaseQueryError = {
  status: 503,
  data: {
    code: 'serviceUnavailable',
    message: 'The service is briefly unavailable. Try again in a few seconds.',
  },
};

/** What an endpoint may say about its calls (`extraOptions`). */
interface CallOptions {
  /**
   * The caller says itself what became of the call, so a server failure leaves the page as it
   * is instead of replacing it with the error page: a poll made in the background (the next
   * one tries again), and a visitor's form, which keeps what they typed and sends it again
   * while the site is briefly unavailable.
   */
  keepsPage?: boolean;
}

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  CallOptions
> = async (args, api, extraOptions) => {
  const sentToken = getToken();
  let result = await fetchFromApi(args, api, extraOptions);
  // A 401 means "expired" only when we sent a token; a wrong password at sign-in is a 401 too.
  // The guard refuses before the route does anything, so sending the call again is safe.
  if (result.error?.status === 401 && sentToken !== null) {
    const renewal = await renewalAfterRefusal(sentToken);
    if (renewal === 'renewed') result = await fetchFromApi(args, api, extraOptions);
    // The session could not be asked about: the call failed for the outage it met.
    else if (renewal === 'unreachable') result = { error: SERVICE_UNAVAILABLE };
    if (result.error?.status === 401) sendHomeAsExpired();
  }
  const status = result.error?.status;
  if (status === 403 && errorCodeOf(result.error) === 'secondFactorRequired') {
    api.dispatch(secondFactorRequired());
    sendToSecondFactorSetup();
  }
  // `extraOptions` is undefined for an endpoint that sets none, whatever its type says.
  if (typeof status === 'number' && status >= 500 && !extraOptions?.keepsPage) {
    api.dispatch(statusCodeSet(status));
  }
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
