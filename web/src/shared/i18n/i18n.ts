import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { lazyNamespaces } from './lazyNamespaces';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { bundledNamespaces, bundledResources } from './resources';

/** Keeps `<html lang>` right for screen readers and hyphenation after a language switch. */
function syncHtmlLang(language: string) {
  // Also loaded at build time, with no document, when the first screens are rendered.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncHtmlLang);

void i18n
  .use(lazyNamespaces)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: bundledResources,
    partialBundledLanguages: true,
    ns: bundledNamespaces,
    defaultNS: 'common',
    supportedLngs: LANGUAGES,
    // English texts are complete (localeParity.test.ts holds both languages to the same keys),
    // so an English page loads no Ukrainian namespace beside its own: on a slow phone every
    // request counts. Other languages (Russian, SPEC §1) read the Ukrainian texts.
    // (i18next asks with no code before a language is detected.)
    fallbackLng: (code?: string) => (code?.startsWith('en') ? ['en'] : [DEFAULT_LANGUAGE]),
    load: 'languageOnly',
    // SPEC §1: this detection order, and the choice cached in localStorage `i18nextLng`. The
    // `i18next` cookie is cached too: the server reads it to answer unprefixed paths in the
    // visitor's language (html lang, page title), and it is first in the detection order.
    detection: {
      order: ['cookie', 'sessionStorage', 'htmlTag', 'path', 'subdomain', 'querystring'],
      caches: ['localStorage', 'cookie'],
      lookupLocalStorage: 'i18nextLng',
      lookupCookie: 'i18next',
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18n };
