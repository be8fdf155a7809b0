import { splitLanguagePrefix, withLanguagePrefix } from '../i18n';
import { navigateTo } from '../lib/navigation';
import { clearSession } from '../session';

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

/**
 * SPEC §7: a 401 on a call made with a token clears the session and sends the visitor home with
 * the expired message. Shared by the base query and calls made outside it (uploads).
 */
export function sendHomeAsExpired(): void {
  clearSession();
  const { language } = splitLanguagePrefix(window.location.pathname);
  const state: SessionExpiredState = { sessionExpired: true };
  navigateTo(withLanguagePrefix('/', language), { state });
}
