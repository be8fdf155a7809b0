/** Navigation state the API layer attaches when it sends the visitor home after a 401. */
export interface SessionExpiredState {
  sessionExpired: true;
}

export function isSessionExpiredState(state: unknown): state is SessionExpiredState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<SessionExpiredState>).sessionExpired === true
  );
}
