import { Navigate, useLocation } from 'react-router';
import { splitLanguagePrefix, withLanguagePrefix } from '@/shared/i18n';
import type { OriginState } from './originPath';

/** `/home` is an alias of the landing page (SPEC §2). */
export function RedirectHome() {
  const { pathname } = useLocation();
  return <Navigate to={withLanguagePrefix('/', splitLanguagePrefix(pathname).language)} replace />;
}

/** Unknown paths go to the not-found page, which learns where the visitor wanted to go. */
export function RedirectToNotFound() {
  const { pathname, search } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const state: OriginState = { from: pathname + search };
  return <Navigate to={withLanguagePrefix('/404-not-found', language)} state={state} replace />;
}
