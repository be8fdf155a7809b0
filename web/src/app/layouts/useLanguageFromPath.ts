import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from '@/shared/i18n';

/**
 * A `/uk` or `/en` prefix is a promise about the page's language, so it wins over whatever the
 * detector found (a shared English link must open in English).
 */
export function useLanguageFromPath(): void {
  const { i18n } = useTranslation();
  const { language } = splitLanguagePrefix(useLocation().pathname);

  useEffect(() => {
    if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
}
