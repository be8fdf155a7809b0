import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from '@/shared/i18n';

/** The language the page is shown in, for formatting and for keys kept per language. */
export function useLanguage(): Language {
  return toLanguage(useTranslation().i18n.resolvedLanguage);
}
