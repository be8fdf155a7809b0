/** Contract of issue 3, "Public dogs": the shapes the public want-a-friend calls answer. */

export type DogSex = 'MALE' | 'FEMALE';

/** Computed by the server from the birth date at query time (SPEC §9 public bands). */
export type AgeBand = 'beforeAYear' | 'oneToFiveYears' | 'fiveAndMore';

export type SizeId = 1 | 2 | 3;

export interface DogPhoto {
  /** The image id (64 hex digits) that names every variant under `/media/{id}/`. */
  id: string;
  photo: string;
  main: boolean;
}

/** A list item: what a dog card shows. */
export interface DogCard {
  id: number;
  parentDogId: number;
  name: string;
  dogSex: DogSex;
  sizeId: SizeId;
  /** The size's name in the request language. */
  size: string;
  birthDate: string;
  ageBand: AgeBand;
  hasGuardianship: boolean;
  mainPhoto: DogPhoto | null;
}

export interface DogDetails extends DogCard {
  description: string;
  sterilized: boolean;
  breedId: number;
  /** The breed's name in the request language; `null` for a breed without one. */
  breed: string | null;
  /** Main photo first. */
  photos: DogPhoto[];
  dateCreated: string;
}

/** SPEC §3 "Paged response". */
export interface DogPage {
  content: DogCard[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** SPEC §3 "Dog request payload" plus the honeypot field of the contract. */
export interface DogRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  subject: string;
  dogName: string;
  locale: string;
  dogUrl: string;
  /** Left empty by people; what bots that fill every field send is kept as spam. */
  website: string;
  /** How long the form was on the screen before it was sent. */
  shownForMs: number;
}
