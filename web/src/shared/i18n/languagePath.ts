import { isLanguage, type Language } from './languages';

export interface LanguagePath {
  /** The `/uk` or `/en` prefix of the path, if it has one. */
  language: Language | null;
  /** The path without the prefix; always starts with `/`. */
  rest: string;
}

export function splitLanguagePrefix(pathname: string): LanguagePath {
  const [, first = '', ...others] = pathname.split('/');
  if (!isLanguage(first)) return { language: null, rest: pathname || '/' };
  return { language: first, rest: `/${others.join('/')}` };
}

/** Puts `path` under the language prefix; `null` leaves it unprefixed. */
export function withLanguagePrefix(path: string, language: Language | null): string {
  if (!language) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The same page in another language: the prefix is replaced, or added when there was none. */
export function switchLanguagePath(pathname: string, language: Language): string {
  return withLanguagePrefix(splitLanguagePrefix(pathname).rest, language);
}
