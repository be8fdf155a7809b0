import { clearSession, getLogin, getToken, setLogin, setToken } from '@/shared/session';

/**
 * The admin session lives in localStorage (`login`) and a cookie (`token`), SPEC §4. Neither
 * tells React when it changes, so every change made here is announced to the subscribers,
 * and a sign-out in another tab arrives through the `storage` event.
 */
const listeners = new Set<() => void>();

function announce(): void {
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in admin's login, or `null` when either half of the session is missing. */
export function signedInLogin(): string | null {
  return getToken() === null ? null : getLogin();
}

/** Stores a fresh session; `tokenOrHeader` may be a raw JWT or an `Authorization` header. */
export function startSession(login: string, tokenOrHeader: string): void {
  setToken(tokenOrHeader);
  setLogin(login);
  announce();
}

export function endSession(): void {
  clearSession();
  announce();
}
