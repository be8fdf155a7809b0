/**
 * SPEC §4 keeps the admin's login and image link in localStorage. The access token lives only
 * in this module's memory, where no other page's script and no stored copy can reach it: it
 * lasts minutes and is renewed through the staff session, whose secret sits in an `HttpOnly`
 * cookie the page never sees (`api/sessionRenewal.ts`).
 */
const LOGIN_KEY = 'login';
const IMAGE_LINK_KEY = 'imageLink';

let accessToken: string | null = null;
const listeners = new Set<() => void>();

function announce(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the token or the login changes in this tab. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLogin(): string | null {
  return localStorage.getItem(LOGIN_KEY);
}

export function getImageLink(): string | null {
  return localStorage.getItem(IMAGE_LINK_KEY);
}

export function setImageLink(imageLink: string): void {
  localStorage.setItem(IMAGE_LINK_KEY, imageLink);
}

export function getToken(): string | null {
  return accessToken;
}

/**
 * Keeps a fresh token for `login`; `tokenOrHeader` may be a raw token or an `Authorization`
 * header value (`Bearer <token>`, SPEC §4).
 */
export function startSession(login: string, tokenOrHeader: string): void {
  accessToken = tokenOrHeader.replace(/^Bearer\s+/i, '');
  localStorage.setItem(LOGIN_KEY, login);
  announce();
}

/** Forgets the session in this tab: the token, and the login the other tabs watch. */
export function clearSession(): void {
  accessToken = null;
  localStorage.removeItem(LOGIN_KEY);
  localStorage.removeItem(IMAGE_LINK_KEY);
  announce();
}

/** Another tab signed out: only this tab's token is left to forget. */
export function forgetToken(): void {
  if (accessToken === null) return;
  accessToken = null;
  announce();
}
