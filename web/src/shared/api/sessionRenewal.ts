import { clearSession, getToken, startSession } from '../session';
import { apiHeaders } from './apiHeaders';

/** `POST /api/session/refresh`'s answer: a fresh access token, and whose it is. */
interface Renewed {
  token: string;
  login: string;
}

/** Shared by every tab of the site, through the Web Locks API. */
const LOCK_NAME = 'doghotel-staff-session';

let renewing: Promise<boolean> | null = null;

/**
 * Renews the access token through the staff session, whose secret only the browser holds (an
 * `HttpOnly` cookie): `true` when renewed, `false` when the session is over, which this tab then
 * forgets. Throws when the server could not be asked (offline, 503): nothing is known then,
 * and nothing is forgotten.
 *
 * Each renewal replaces the cookie's secret, and the server ends a session whose replaced
 * secret comes back; so renewals run one at a time, within a tab and across tabs.
 */
export function renewSession(): Promise<boolean> {
  renewing ??= oneAtATime(askToRenew).finally(() => {
    renewing = null;
  });
  return renewing;
}

async function askToRenew(): Promise<boolean> {
  const headers = apiHeaders('POST');
  // The cookie is the credential here; an expired token would only be noise.
  delete headers.Authorization;
  const response = await fetch('/api/session/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers,
  });
  if (response.status === 401) {
    clearSession();
    return false;
  }
  if (!response.ok) throw new Error(`renewing the session answered ${response.status}`);
  const renewed = (await response.json()) as Renewed;
  startSession(renewed.login, renewed.token);
  return true;
}

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  // The Web Locks API exists only where the page is secure (https, localhost).
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

/** What became of a renewal: a token is here, the session is over, or nobody could tell. */
export type Renewal = 'renewed' | 'over' | 'unreachable';

/**
 * A call made with `sentToken` was refused 401: whether a token to send it again with is here
 * now, renewed by another call meanwhile or by renewing the session now. `unreachable` when the
 * server could not be asked (offline, a database outage): the session may well be alive, so
 * the person is not signed out for it.
 */
export async function renewalAfterRefusal(sentToken: string): Promise<Renewal> {
  const current = getToken();
  if (current !== null && current !== sentToken) return 'renewed';
  try {
    return (await renewSession()) ? 'renewed' : 'over';
  } catch {
    return 'unreachable';
  }
}

/**
 * Ends the session on the server, so that its secret and its tokens stop working at once, and
 * forgets it here. Forgotten here even when the server cannot be told: the person asked to be
 * signed out of this browser.
 */
export async function signOutOfSession(): Promise<void> {
  const headers = apiHeaders('POST');
  clearSession();
  delete headers.Authorization;
  await fetch('/api/session/logout', { method: 'POST', credentials: 'same-origin', headers }).catch(
    () => undefined,
  );
}
