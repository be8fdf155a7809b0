import { renewSession, signOutOfSession } from '@/shared/api';
import { forgetToken, getLogin, getToken, subscribeToSession } from '@/shared/session';

/**
 * Where the admin area stands with its staff member. The token lives in memory only, so a
 * reload begins `restoring`: the staff session's cookie is asked for a new token, and the page
 * waits for the answer instead of sending a signed-in person to the sign-in page.
 */
export type AdminSession =
  { status: 'restoring' } | { status: 'signedIn'; login: string } | { status: 'signedOut' };

const RESTORING: AdminSession = { status: 'restoring' };
const SIGNED_OUT: AdminSession = { status: 'signedOut' };

/** A page that remembers a login but holds no token was reloaded while signed in. */
let restoring = getLogin() !== null && getToken() === null;
let restoration: Promise<void> | null = null;
let snapshot: AdminSession = SIGNED_OUT;
snapshot = current();
const listeners = new Set<() => void>();

function current(): AdminSession {
  const login = getLogin();
  if (login !== null && getToken() !== null) {
    // The same object while nothing changed: React compares snapshots by identity.
    const unchanged = snapshot.status === 'signedIn' && snapshot.login === login;
    return unchanged ? snapshot : { status: 'signedIn', login };
  }
  return restoring ? RESTORING : SIGNED_OUT;
}

function update(): void {
  const next = current();
  if (next === snapshot) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

subscribeToSession(update);

// The other tabs of the site share the session's cookie and announce through the login they
// store: signed out there is signed out here; signed in there can be taken up here.
window.addEventListener('storage', (event) => {
  if (event.key !== 'login' && event.key !== null) return;
  if (getLogin() === null) forgetToken();
  else if (getToken() === null) void restoreSession();
  update();
});

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): AdminSession {
  return snapshot;
}

/**
 * Asks the staff session for a token when the page remembers a login but holds none. A server
 * that cannot be reached leaves the page signed out and the session as it is, for the next try.
 */
export function restoreSession(): Promise<void> {
  if (getLogin() === null || getToken() !== null) return Promise.resolve();
  restoration ??= renewSession()
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      restoration = null;
      restoring = false;
      update();
    });
  restoring = true;
  update();
  return restoration;
}

/** Signs out here and on the server, where the session's tokens stop working at once. */
export function endSession(): Promise<void> {
  restoring = false;
  return signOutOfSession();
}
