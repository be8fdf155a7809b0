import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import type { LocalizedText } from './api/articleTypes';

/**
 * A title or a category name in the admin's language, the other language standing in while
 * the translation is missing.
 */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const other = language === 'uk' ? 'en' : 'uk';
  return (text) => text[language].trim() || text[other].trim();
}
