import { describe, expect, it } from 'vitest';
import type { AdminDog } from '../api/dogTypes';
import {
  canSubmit,
  draftOfDog,
  emptyDraft,
  fieldOfDogProblem,
  isDogFormChanged,
  languageOfField,
  toDogBody,
  toDogUpdate,
  validateDog,
  type DogDraft,
} from './dogForm';
import { slotsOfDog, type PhotoSlot } from './photoSlots';

const dog: AdminDog = {
  id: 7,
  parentDogId: 7,
  version: 3,
  dogStatus: 'PUBLISHED',
  name: { uk: 'Бім', en: 'Bim' },
  description: { uk: 'Лагідний і спокійний пес.', en: 'A gentle and calm dog.' },
  birthDate: '2023-04-01',
  ageChoice: 'twoToThreeYears',
  ageBand: 'oneToFiveYears',
  breedId: 170,
  sizeId: 2,
  dogSex: 'MALE',
  sterilized: true,
  hasGuardianship: false,
  photos: [
    { id: 'a1', photo: '/media/a1/card.jpg', main: true },
    { id: 'b2', photo: '/media/b2/card.jpg', main: false },
  ],
  dateCreated: '2026-01-01T10:00:00Z',
  dateChanged: '2026-01-02T10:00:00Z',
};

const filled: DogDraft = {
  ...emptyDraft(),
  name: { uk: ' Бровко ', en: 'Brovko' },
  description: { uk: 'Дуже добрий пес.', en: 'A very kind dog.' },
  ageChoice: 'oneToTwoYears',
  ageChanged: true,
  dogSex: 'FEMALE',
  sizeId: 3,
};

describe('dog form', () => {
  it('refuses an empty form field by field', () => {
    expect(validateDog(emptyDraft(), [])).toEqual({
      'name.uk': 'fieldNameNotEmpty',
      'name.en': 'fieldNameNotEmpty',
      'description.uk': 'fieldNameNotEmpty',
      'description.en': 'fieldNameNotEmpty',
      age: 'dogParametersRequired',
      dogSex: 'dogParametersRequired',
      sizeId: 'dogParametersRequired',
      photos: 'photoRequired',
    });
  });

  it('accepts a saved dog as it is', () => {
    expect(validateDog(draftOfDog(dog), slotsOfDog(dog))).toEqual({});
  });

  it('waits for uploads before it can be sent', () => {
    const uploading: PhotoSlot = {
      key: 'n',
      name: 'new.jpg',
      source: 'device',
      preview: null,
      status: 'uploading',
      progress: 0.5,
      imageId: null,
      error: null,
    };
    const slots = [...slotsOfDog(dog), uploading];
    expect(canSubmit(validateDog(draftOfDog(dog), slots), slots)).toBe(false);
    expect(canSubmit({}, slotsOfDog(dog))).toBe(true);
  });

  it('creates with the age choice and trimmed texts', () => {
    const body = toDogBody(filled, slotsOfDog(dog));
    expect(body).toMatchObject({
      name: { uk: 'Бровко', en: 'Brovko' },
      ageChoice: 'oneToTwoYears',
      birthDate: null,
      breedId: null,
      sizeId: 3,
      dogSex: 'FEMALE',
      photos: [
        { id: 'a1', main: true },
        { id: 'b2', main: false },
      ],
    });
  });

  it('keeps the birth date on edit while the age is not touched', () => {
    const update = toDogUpdate(draftOfDog(dog), slotsOfDog(dog), dog);
    expect(update).toMatchObject({ id: 7, version: 3, birthDate: '2023-04-01', ageChoice: null });
  });

  it('sends the chosen age once staff pick one on edit', () => {
    const draft = { ...draftOfDog(dog), ageChoice: 'overEightYears' as const, ageChanged: true };
    const update = toDogUpdate(draft, slotsOfDog(dog), dog);
    expect(update).toMatchObject({ ageChoice: 'overEightYears', birthDate: null });
  });

  it('sees changes of texts, parameters and photo order', () => {
    const initial = draftOfDog(dog);
    const slots = slotsOfDog(dog);
    expect(isDogFormChanged(initial, initial, slots, slots)).toBe(false);
    const renamed = { ...initial, name: { ...initial.name, en: 'Bimmy' } };
    expect(isDogFormChanged(renamed, initial, slots, slots)).toBe(true);
    expect(isDogFormChanged(initial, initial, [...slots].reverse(), slots)).toBe(true);
  });

  it.each([
    ['name.en', 'name.en', 'en'],
    ['description.uk', 'description.uk', 'uk'],
    ['birthDate', 'age', null],
    ['sizeId', 'sizeId', null],
    ['photos', 'photos', null],
  ] as const)('puts a server error on %s next to %s', (field, formField, language) => {
    expect(fieldOfDogProblem(field)).toBe(formField);
    expect(languageOfField(formField)).toBe(language);
  });

  it('shows errors without a known field above the form', () => {
    expect(fieldOfDogProblem(undefined)).toBeNull();
    expect(fieldOfDogProblem('breedId')).toBeNull();
  });
});
