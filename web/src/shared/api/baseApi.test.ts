// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { registerNavigator } from '../lib/navigation';
import { clearSession, getToken, startSession } from '../session';
import { LOCALIZED_TAG, baseApi } from './baseApi';
import { globalErrorSlice, selectStatusCode } from './globalError';
import { secondFactorSlice, selectSecondFactorRequired } from './secondFactorRequired';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<unknown, undefined>({ query: () => '/ping', providesTags: [LOCALIZED_TAG] }),
    poke: build.mutation<unknown, undefined>({ query: () => ({ url: '/poke', method: 'POST' }) }),
    poll: build.query<unknown, undefined>({
      query: () => '/poll',
      extraOptions: { keepsPage: true },
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [globalErrorSlice.reducerPath]: globalErrorSlice.reducer,
      [secondFactorSlice.reducerPath]: secondFactorSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Node's Request (used under jsdom) needs absolute URLs; the browser resolves '/api' itself. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

function respondWith(status: number) {
  vi.stubGlobal('Request', PageRequest);
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json(status === 200 ? {} : { code: 'x', message: 'x' }, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respondWith>): Headers {
  const request = fetchMock.mock.calls[0]?.[0];
  if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
  return request.headers;
}

describe('baseApi', () => {
  const navigate = vi.fn();

  beforeEach(async () => {
    registerNavigator(navigate);
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    clearSession();
    document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the language and the bearer token', async () => {
    const fetchMock = respondWith(200);
    startSession('olena', 'Bearer abc');
    await makeStore().dispatch(testApi.endpoints.ping.initiate(undefined));
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Accept-DHLanguage')).toBe('en');
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends the XSRF token back on state-changing requests only', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    const fetchMock = respondWith(200);
    const store = makeStore();
    await store.dispatch(testApi.endpoints.ping.initiate(undefined));
    await store.dispatch(testApi.endpoints.poke.initiate(undefined));
    const [get, post] = fetchMock.mock.calls.map(([request]) => (request as Request).headers);
    expect(get?.has('X-XSRF-TOKEN')).toBe(false);
    expect(post?.get('X-XSRF-TOKEN')).toBe('xsrf-1');
  });

  it('renews an expired token through the session and sends the call again', async () => {
    vi.stubGlobal('Request', PageRequest);
    const answers = [
      Response.json({ code: 'tokenExpiredMessage', message: 'x' }, { status: 401 }),
      Response.json({ token: 'fresh', login: 'olena', preferredLanguage: 'uk' }),
      Response.json({ pong: true }),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? Response.error());
    vi.stubGlobal('fetch', fetchMock);
    startSession('olena', 'stale');

    const result = await makeStore().dispatch(testApi.endpoints.ping.initiate(undefined));

    expect(result.data).toEqual({ pong: true });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/session/refresh');
    const again = fetchMock.mock.calls[2]?.[0] as Request;
    expect(again.headers.get('Authorization')).toBe('Bearer fresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the staff member signed in when an outage stops the renewal', async () => {
    vi.stubGlobal('Request', PageRequest);
    const answers = [
      Response.json({ code: 'tokenExpiredMessage', message: 'x' }, { status: 401 }),
      Response.json({ code: 'serviceUnavailable', message: 'x' }, { status: 503 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => answers.shift() ?? Response.error()),
    );
    startSession('olena', 'stale');
    const store = makeStore();

    const result = await store.dispatch(testApi.endpoints.ping.initiate(undefined));

    expect(result.error).toMatchObject({ status: 503, data: { code: 'serviceUnavailable' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('login')).toBe('olena');
    expect(selectStatusCode(store.getState())).toBe(503);
  });

  it('clears a session that is over and sends the visitor home with the expired flag', async () => {
    respondWith(401);
    startSession('olena', 'stale');
    await makeStore().dispatch(testApi.endpoints.ping.initiate(undefined));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('login')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { state: { sessionExpired: true } });
  });

  it('leaves a 401 without a session (a failed sign-in) to the caller', async () => {
    respondWith(401);
    await makeStore().dispatch(testApi.endpoints.poke.initiate(undefined));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('records a server error as the global status code', async () => {
    respondWith(500);
    const store = makeStore();
    await store.dispatch(testApi.endpoints.ping.initiate(undefined));
    expect(selectStatusCode(store.getState())).toBe(500);
  });

  it('leaves the page alone when a background call meets a server error', async () => {
    respondWith(503);
    const store = makeStore();
    await store.dispatch(testApi.endpoints.poll.initiate(undefined));
    expect(selectStatusCode(store.getState())).toBeNull();
  });

  it('sends staff without a required second factor to their profile, once there remembering why', async () => {
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ code: 'secondFactorRequired', message: 'x' }, { status: 403 }),
      ),
    );
    startSession('olena', 'Bearer abc');
    const store = makeStore();
    expect(selectSecondFactorRequired(store.getState())).toBe(false);
    await store.dispatch(testApi.endpoints.ping.initiate(undefined));
    expect(selectSecondFactorRequired(store.getState())).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/admin/profile', { replace: true });
    expect(selectStatusCode(store.getState())).toBeNull();
  });

  it('refetches localized answers when they are invalidated', async () => {
    const fetchMock = respondWith(200);
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.ping.initiate(undefined));
    await subscription;
    store.dispatch(baseApi.util.invalidateTags([LOCALIZED_TAG]));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    subscription.unsubscribe();
  });
});
