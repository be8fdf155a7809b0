import { i18n, toLanguage } from '../i18n';
import { readCookie } from '../lib/cookies';
import { getToken } from '../session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The headers every call to our API carries (SPEC §7): the page's language, the bearer token
 * when signed in, and on state changes the XSRF cookie's value, which the server expects back.
 * Built in one place for the base query and for uploads, which go through XMLHttpRequest.
 */
export function apiHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-DHLanguage': toLanguage(i18n.language) };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && !SAFE_METHODS.has(method.toUpperCase())) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}
