/**
 * Signing out is a navigation to /admin carrying this state, and the landing page ends the
 * session when it arrives. Going through the router first lets a form with unsaved changes
 * ask before anything is lost, and a cancelled sign-out leaves the session intact.
 */
export interface SignOutState {
  signOut: true;
}

export const signOutState: SignOutState = { signOut: true };

export function isSignOutState(state: unknown): state is SignOutState {
  return (
    typeof state === 'object' && state !== null && (state as Partial<SignOutState>).signOut === true
  );
}
