import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentMeta } from '@/shared/lib/documentMeta';
import type { DogDetails } from '../api/types';

/** SPEC §2: the dog page's title and description name the dog, its size, age and sex. */
export function useDogPageMeta(dog: DogDetails | undefined): void {
  const { t } = useTranslation(['meta', 'wantAFriend']);

  useEffect(() => {
    if (!dog) return;
    const values = {
      name: dog.name,
      size: dog.size.toLocaleLowerCase(),
      age: t(`wantAFriend:card.ageBand.${dog.ageBand}`).toLocaleLowerCase(),
      gender: t(`wantAFriend:card.sex.${dog.dogSex}`).toLocaleLowerCase(),
    };
    setDocumentMeta(
      t('meta:pages.dog.title', values),
      t('meta:siteName'),
      t('meta:pages.dog.description', values),
    );
  }, [dog, t]);
}
