import { type APIRequestContext, request } from '@playwright/test';
import { STAFF_PASSWORD } from './adminPages';
import { createAdmin } from './cli';
import { readServerState } from './serverState';

/** A signed-in staff member's API client and the headers every admin call needs. */
export interface StaffSession {
  api: APIRequestContext;
  headers: Record<string, string>;
}

/**
 * Signs `login` in through the API on `api`, as the sign-in page does: the session's cookie
 * lands in `api`'s cookie jar (a page's, when it is `page.request`). Answers the access token
 * and the XSRF token every change must echo.
 */
export async function signInThroughApi(
  api: APIRequestContext,
  login: string,
  password: string,
): Promise<{ token: string; xsrf: string }> {
  // Any answer hands out the XSRF cookie.
  await api.get('/api/health');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the server set no XSRF-TOKEN cookie');
  const signedIn = await api.post('/api/login', {
    data: { login, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
  const { token } = (await signedIn.json()) as { token: string };
  return { token, xsrf };
}

/** Creates a fresh admin and signs in through the real API, as the admin pages do. */
export async function signInAsStaff(login: string): Promise<StaffSession> {
  const password = 'Seed1!dogs';
  createAdmin(login, password);
  const api = await request.newContext({ baseURL: readServerState().baseURL });
  const { token, xsrf } = await signInThroughApi(api, login, password);
  return { api, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf } };
}

/**
 * Headers for a few admin reads as an existing `login`, from a sign-in of their own: a page's
 * token lives in its memory only, out of a test's reach as of any other script's.
 */
export async function staffHeaders(
  login: string,
  password: string = STAFF_PASSWORD,
): Promise<Record<string, string>> {
  const api = await request.newContext({ baseURL: readServerState().baseURL });
  try {
    const { token } = await signInThroughApi(api, login, password);
    return { Authorization: `Bearer ${token}` };
  } finally {
    await api.dispose();
  }
}
