import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import type { AdminDog } from './api/dogTypes';

/** A dog's name in the admin's language (the record holds both). */
export function useDogName(): (dog: AdminDog) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (dog) => dog.name[language] || dog.name.uk;
}
