export { i18n } from './i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toLanguage, type Language } from './languages';
export { splitLanguagePrefix, switchLanguagePath, withLanguagePrefix } from './languagePath';
export { useLocalizedPath } from './useLocalizedPath';
