import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { lazyNamespaces } from './lazyNamespaces';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { bundledNamespaces, bundledResources } from './resources';

/** Keeps `<html lang>` right for screen readers and hyphenation after a language switch. */
function syncHtmlLang(language: string) {
  document.documentElement.lang = language;
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
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    // SPEC §1: this detection order, and the choice cached in localStorage `i18nextLng`.
    detection: {
      order: ['cookie', 'sessionStorage', 'htmlTag', 'path', 'subdomain', 'querystring'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18n };
