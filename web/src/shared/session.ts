import { expireCookie, readCookie, writeCookie } from './lib/cookies';

/** SPEC §4: the admin's login and image link live in localStorage, the JWT in the `token` cookie. */
const LOGIN_KEY = 'login';
const IMAGE_LINK_KEY = 'imageLink';
const TOKEN_COOKIE = 'token';

export function getLogin(): string | null {
  return localStorage.getItem(LOGIN_KEY);
}

export function setLogin(login: string): void {
  localStorage.setItem(LOGIN_KEY, login);
}

export function getImageLink(): string | null {
  return localStorage.getItem(IMAGE_LINK_KEY);
}

export function setImageLink(imageLink: string): void {
  localStorage.setItem(IMAGE_LINK_KEY, imageLink);
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

/** Accepts a raw token or an `Authorization` header value (`Bearer <token>`, SPEC §4). */
export function setToken(tokenOrHeader: string): void {
  const token = tokenOrHeader.replace(/^Bearer\s+/i, '');
  writeCookie(TOKEN_COOKIE, token);
}

export function clearSession(): void {
  localStorage.removeItem(LOGIN_KEY);
  localStorage.removeItem(IMAGE_LINK_KEY);
  expireCookie(TOKEN_COOKIE);
}
