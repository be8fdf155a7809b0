import { type APIRequestContext, request } from '@playwright/test';
import { createAdmin } from './cli';
import { readServerState } from './serverState';

/** A signed-in staff member's API client and the headers every admin call needs. */
export interface StaffSession {
  api: APIRequestContext;
  headers: Record<string, string>;
}

/** Creates a fresh admin and signs in through the real API, as the admin pages do. */
export async function signInAsStaff(login: string): Promise<StaffSession> {
  const password = 'Seed1!dogs';
  createAdmin(login, password);
  const api = await request.newContext({ baseURL: readServerState().baseURL });
  // Any answer hands out the XSRF cookie that every change must echo in a header.
  await api.get('/api/health');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the server set no XSRF-TOKEN cookie');
  const signedIn = await api.post('/api/login', {
    data: { login, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
  const { token } = (await signedIn.json()) as { token: string };
  return { api, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf } };
}
