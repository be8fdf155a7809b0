import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePrefix, withLanguagePrefix } from './languagePath';

/**
 * Builds in-app links that keep the language prefix of the current page, so a visitor who
 * chose English on /en/... stays on English URLs while navigating.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  return useCallback((path: string) => withLanguagePrefix(path, language), [language]);
}
