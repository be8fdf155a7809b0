/** The admin dog calls of the issue 3 contract (`/api/admin/want-a-friend/...`). */

export type DogStatus = 'PUBLISHED' | 'NOT_PUBLISHED';
export type DogSex = 'MALE' | 'FEMALE';
export type SizeId = 1 | 2 | 3;

/** SPEC §9: the age choices of the admin form, youngest first. */
export const AGE_CHOICES = [
  'upToSixMonths',
  'sixMonthsToAYear',
  'oneToTwoYears',
  'twoToThreeYears',
  'threeToFourYears',
  'fourToFiveYears',
  'fiveToSixYears',
  'sixToEightYears',
  'overEightYears',
] as const;

export type AgeChoice = (typeof AGE_CHOICES)[number];

export interface LocalizedText {
  uk: string;
  en: string;
}

export interface DogPhoto {
  /** The uploaded image's id (64 hex); its variants live under `/media/{id}/`. */
  id: string;
  photo: string;
  main: boolean;
}

/** A dog as the admin sees it: both languages, status and the version edits must name. */
export interface AdminDog {
  id: number;
  parentDogId: number;
  version: number;
  dogStatus: DogStatus;
  name: LocalizedText;
  description: LocalizedText;
  birthDate: string;
  ageChoice: AgeChoice;
  /** The public age band (`beforeAYear`, `oneToFiveYears`, `fiveAndMore`). */
  ageBand: string;
  breedId: number;
  sizeId: SizeId;
  dogSex: DogSex;
  sterilized: boolean;
  hasGuardianship: boolean;
  /** Main first. */
  photos: DogPhoto[];
  dateCreated: string;
  dateChanged: string;
}

/** `GET /api/admin/want-a-friend/page/{page}`: 12 per page, newest first. */
export interface AdminDogPage {
  content: AdminDog[];
  last: boolean;
  totalElements: number;
  totalPages: number;
  /** How many dogs are published, of all pages. */
  published: number;
}

/** The body of create (`POST`) and, with `id` and `version`, of edit (`PUT`). */
export interface DogBody {
  name: LocalizedText;
  description: LocalizedText;
  /** Wins over `birthDate` when both are sent. */
  ageChoice: AgeChoice | null;
  birthDate: string | null;
  breedId: number | null;
  sizeId: SizeId | null;
  dogSex: DogSex | null;
  sterilized: boolean;
  hasGuardianship: boolean;
  photos: { id: string; main: boolean }[];
}

export interface DogUpdate extends DogBody {
  id: number;
  /** The version the form was loaded at; a newer one on the server answers 409 `conflict`. */
  version: number;
}

export type DogEventName =
  'DogCreated' | 'DogEdited' | 'DogPublished' | 'DogHidden' | 'DogDeleted' | 'DogRestored';

/** `GET /api/admin/want-a-friend/dog/{id}/versions/{version}`: the dog right after that event. */
export interface AdminDogVersion extends AdminDog {
  /** The fields changed against the version before. */
  changedFields: string[];
}
