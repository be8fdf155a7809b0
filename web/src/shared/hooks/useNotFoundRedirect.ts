import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLanguagePrefix, withLanguagePrefix } from '@/shared/i18n';
import type { PreviousUrlState } from '@/shared/lib/previousUrl';

/**
 * SPEC §8: a page whose subject cannot be loaded leads to not-found, in the same language,
 * which learns the path the visitor asked for. The page is replaced, so back skips it.
 */
export function useNotFoundRedirect(notFound: boolean): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!notFound) return;
    const language = splitLanguagePrefix(pathname).language;
    const state: PreviousUrlState = { from: pathname + search };
    navigate(withLanguagePrefix('/404-not-found', language), { replace: true, state });
  }, [notFound, pathname, search, navigate]);
}
