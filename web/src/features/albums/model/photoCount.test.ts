import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/gallery.json';
import uk from '@/locales/uk/gallery.json';

const FILES = { uk, en } as const;

async function translator(language: keyof typeof FILES) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { gallery: FILES[language] } },
    defaultNS: 'gallery',
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(language, 'gallery');
  return (count: number) => t('photos', { count });
}

describe('the photo count under an album (SPEC §9 plural rules)', () => {
  it.each(Object.keys(FILES) as (keyof typeof FILES)[])(
    'has a text for every plural form of %s',
    (language) => {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const file: Record<string, unknown> = FILES[language];
      for (const form of forms) expect(file[`photos_${form}`], form).toEqual(expect.any(String));
    },
  );

  it('reads "фото" for every number in Ukrainian', async () => {
    const photos = await translator('uk');
    expect([1, 2, 5, 11, 21, 22, 25].map(photos)).toEqual([
      '1 фото',
      '2 фото',
      '5 фото',
      '11 фото',
      '21 фото',
      '22 фото',
      '25 фото',
    ]);
  });

  it('is singular for one photo only in English', async () => {
    const photos = await translator('en');
    expect([1, 2, 21].map(photos)).toEqual(['1 photo', '2 photos', '21 photos']);
  });
});
