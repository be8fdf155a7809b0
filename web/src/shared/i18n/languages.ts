/** Languages a visitor can choose. `ru` exists on the server (id 2) but has no texts, so it is not offered. */
export const LANGUAGES = ['uk', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'uk';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Narrows an i18next language code such as `en-US` to one we have texts for. */
export function toLanguage(code: string | undefined): Language {
  const base = code?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
