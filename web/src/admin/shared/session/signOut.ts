/**
 * Signing out is a navigation to /admin carrying this state, and the landing page ends the
 * session when it arrives. Going through the router first lets a form with unsaved changes
 * ask before anything is lost, and a cancelled sign-out leaves the session intact.
 */
export interface SignOutState {
  signOut: true;
  /** The server has already ended every session of the account; the sign-in page says so. */
  everywhere?: true;
}

export const signOutState: SignOutState = { signOut: true };

export const signedOutEverywhereState: SignOutState = { signOut: true, everywhere: true };

export function isSignOutState(state: unknown): state is SignOutState {
  return (
    typeof state === 'object' && state !== null && (state as Partial<SignOutState>).signOut === true
  );
}

/** The sign-in page's state after signing out everywhere: it tells the person it worked. */
export interface SignedOutEverywhereNotice {
  signedOutEverywhere: true;
}

export function isSignedOutEverywhereNotice(state: unknown): state is SignedOutEverywhereNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<SignedOutEverywhereNotice>).signedOutEverywhere === true
  );
}
