import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentMeta } from '@/shared/lib/documentMeta';
import type { DogDetails } from '../api/types';

/**
 * SPEC §2: the dog page's title and description name the dog, its size, age and sex, worded
 * as the server words them in the first HTML (query/src/page_meta/, the same meta.json).
 */
export function useDogPageMeta(dog: DogDetails | undefined): void {
  const { t } = useTranslation('meta');

  useEffect(() => {
    if (!dog) return;
    const values = {
      name: dog.name,
      size: dog.size.toLocaleLowerCase(),
      age: t(`dogAges.${dog.ageBand}`),
      gender: t(`dogSexes.${dog.dogSex}`),
    };
    setDocumentMeta(
      t('pages.dog.title', values),
      t('siteName'),
      t('pages.dog.description', values),
    );
  }, [dog, t]);
}
