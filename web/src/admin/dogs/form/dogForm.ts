import type { Language } from '@/shared/i18n';
import type {
  AdminDog,
  AgeChoice,
  DogBody,
  DogSex,
  DogUpdate,
  LocalizedText,
  SizeId,
} from '../api/dogTypes';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { isUploading, photosBody, photosError, type PhotoSlot } from './photoSlots';
import { cleanName, validateDogName, validateDogStory } from '@/shared/validation';

/** What the dog form edits besides the photos. */
export interface DogDraft {
  name: LocalizedText;
  description: LocalizedText;
  ageChoice: AgeChoice | null;
  /** Set when staff picked an age; until then an edit keeps the stored birth date. */
  ageChanged: boolean;
  /** The stored birth date of the dog being edited; `null` for a new dog. */
  birthDate: string | null;
  breedId: number | null;
  dogSex: DogSex | null;
  sizeId: SizeId | null;
  sterilized: boolean;
  hasGuardianship: boolean;
}

/** The form's fields that can hold an error, named like the request fields where they exist. */
export type DogFormField =
  | 'name.uk'
  | 'name.en'
  | 'description.uk'
  | 'description.en'
  | 'age'
  | 'dogSex'
  | 'sizeId'
  | 'photos';

export type DogFormErrors = Partial<Record<DogFormField, AdminErrorCode>>;

export const TEXT_FIELDS = {
  uk: ['name.uk', 'description.uk'],
  en: ['name.en', 'description.en'],
} as const satisfies Record<Language, DogFormField[]>;

export function emptyDraft(): DogDraft {
  return {
    name: { uk: '', en: '' },
    description: { uk: '', en: '' },
    ageChoice: null,
    ageChanged: false,
    birthDate: null,
    breedId: null,
    dogSex: null,
    sizeId: null,
    sterilized: false,
    hasGuardianship: false,
  };
}

export function draftOfDog(dog: AdminDog): DogDraft {
  return {
    name: { ...dog.name },
    description: { ...dog.description },
    ageChoice: dog.ageChoice,
    ageChanged: false,
    birthDate: dog.birthDate,
    breedId: dog.breedId,
    dogSex: dog.dogSex,
    sizeId: dog.sizeId,
    sterilized: dog.sterilized,
    hasGuardianship: dog.hasGuardianship,
  };
}

/** SPEC §5 "Admin dog form", with the server's rules for texts; empty when the form may be sent. */
export function validateDog(draft: DogDraft, slots: PhotoSlot[]): DogFormErrors {
  const errors: DogFormErrors = {};
  for (const language of ['uk', 'en'] as const) {
    const nameError = validateDogName(draft.name[language]);
    if (nameError) errors[`name.${language}`] = nameError;
    const storyError = validateDogStory(draft.description[language]);
    if (storyError) errors[`description.${language}`] = storyError;
  }
  // Exactly the three parameters are required (SPEC §9); sterilized is a yes/no.
  if (draft.ageChoice === null) errors.age = 'dogParametersRequired';
  if (draft.dogSex === null) errors.dogSex = 'dogParametersRequired';
  if (draft.sizeId === null) errors.sizeId = 'dogParametersRequired';
  const photos = photosError(slots);
  if (photos) errors.photos = photos;
  return errors;
}

function hasErrors(errors: DogFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Whether the form can be sent now: nothing invalid and no photo still on its way. */
export function canSubmit(errors: DogFormErrors, slots: PhotoSlot[]): boolean {
  return !hasErrors(errors) && !isUploading(slots);
}

function trimmed(texts: LocalizedText, clean: (text: string) => string): LocalizedText {
  return { uk: clean(texts.uk), en: clean(texts.en) };
}

/**
 * The request body. An edit sends the stored birth date unless staff picked an age, so a dog
 * does not grow younger to the start of its age range just by being edited.
 */
export function toDogBody(draft: DogDraft, slots: PhotoSlot[]): DogBody {
  const keepBirthDate = !draft.ageChanged && draft.birthDate !== null;
  return {
    name: trimmed(draft.name, cleanName),
    description: trimmed(draft.description, (text) => text.trim()),
    ageChoice: keepBirthDate ? null : draft.ageChoice,
    birthDate: keepBirthDate ? draft.birthDate : null,
    breedId: draft.breedId,
    sizeId: draft.sizeId,
    dogSex: draft.dogSex,
    sterilized: draft.sterilized,
    hasGuardianship: draft.hasGuardianship,
    photos: photosBody(slots),
  };
}

export function toDogUpdate(draft: DogDraft, slots: PhotoSlot[], dog: AdminDog): DogUpdate {
  return { ...toDogBody(draft, slots), id: dog.id, version: dog.version };
}

/** Whether closing the form would lose anything. */
export function isDogFormChanged(
  draft: DogDraft,
  initial: DogDraft,
  slots: PhotoSlot[],
  initialSlots: PhotoSlot[],
): boolean {
  const photoIds = (list: PhotoSlot[]) => list.map((slot) => slot.imageId ?? slot.key).join(',');
  return (
    JSON.stringify(draft) !== JSON.stringify(initial) || photoIds(slots) !== photoIds(initialSlots)
  );
}

const SERVER_FIELDS: Record<string, DogFormField> = {
  'name.uk': 'name.uk',
  'name.en': 'name.en',
  'description.uk': 'description.uk',
  'description.en': 'description.en',
  birthDate: 'age',
  ageChoice: 'age',
  dogSex: 'dogSex',
  sizeId: 'sizeId',
  photos: 'photos',
};

/** Which field a server refusal belongs to; `null` for one shown above the form. */
export function fieldOfDogProblem(field: string | undefined): DogFormField | null {
  return field === undefined ? null : (SERVER_FIELDS[field] ?? null);
}

/** The language tab a field lives on, if any. */
export function languageOfField(field: DogFormField): Language | null {
  if (field.endsWith('.uk')) return 'uk';
  if (field.endsWith('.en')) return 'en';
  return null;
}
