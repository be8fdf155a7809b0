import { Navigate, useLocation, useMatches } from 'react-router';
import { splitLanguagePrefix, withLanguagePrefix } from '@/shared/i18n';
import type { OriginState } from './originPath';
import { deepestHandle } from './routeHandle';

/** An alias of another page, such as `/home` of the landing page (SPEC §2), in the same language. */
export function RedirectWithinLanguage() {
  const { pathname } = useLocation();
  const target = deepestHandle(useMatches(), 'redirectTo') ?? '/';
  return (
    <Navigate to={withLanguagePrefix(target, splitLanguagePrefix(pathname).language)} replace />
  );
}

/** Unknown paths go to the not-found page, which learns where the visitor wanted to go. */
export function RedirectToNotFound() {
  const { pathname, search } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const state: OriginState = { from: pathname + search };
  return <Navigate to={withLanguagePrefix('/404-not-found', language)} state={state} replace />;
}
