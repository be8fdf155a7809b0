import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@/shared/i18n';

/** The admin area speaks the admin's preferred language, from the moment it is saved. */
export function useApplyLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  return useCallback(
    async (language) => {
      if (toLanguage(i18n.resolvedLanguage) !== language) await i18n.changeLanguage(language);
    },
    [i18n],
  );
}
