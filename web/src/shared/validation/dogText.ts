/**
 * The dog form's text rules, as the server checks them (`DogName` and `DogDescription` in `command/`), so staff
 * see a mistake before sending. Lengths count characters (code points), like the server.
 */
export const NAME_MAX_CHARS = 30;
const NAME_MIN_LETTERS = 2;
const STORY_MIN_CHARS = 10;
export const STORY_MAX_CHARS = 3000;

export type DogTextError =
  | 'fieldNameNotEmpty'
  | 'invalidSymbol'
  | 'minDogNameLength'
  | 'maxDogNameLength'
  | 'minDogDescriptionLength'
  | 'maxDogDescriptionLength';

/** Latin letters and the letters of the Cyrillic block (which holds Ukrainian ґ, є, і, ї). */
function isNameLetter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return /[A-Za-z]/.test(char) || (code >= 0x400 && code <= 0x4ff && /\p{L}/u.test(char));
}

/** Besides letters a name may hold spaces, hyphens and apostrophes (typed three ways). */
const NAME_PUNCTUATION = new Set([' ', '-', "'", '’', 'ʼ']);

/** The name as the server stores it: trimmed, runs of spaces made one. */
export function cleanName(input: string): string {
  return input.split(/\s+/u).filter(Boolean).join(' ');
}

export function validateDogName(input: string): DogTextError | null {
  const chars = [...cleanName(input)];
  if (chars.length === 0) return 'fieldNameNotEmpty';
  if (!chars.every((char) => isNameLetter(char) || NAME_PUNCTUATION.has(char))) {
    return 'invalidSymbol';
  }
  if (chars.filter(isNameLetter).length < NAME_MIN_LETTERS) return 'minDogNameLength';
  if (chars.length > NAME_MAX_CHARS) return 'maxDogNameLength';
  return null;
}

/** Control characters other than line breaks and tabs cannot be shown, so they are refused. */
const FORBIDDEN_CONTROL = /[^\P{Cc}\n\r\t]/u;

export function validateDogStory(input: string): DogTextError | null {
  const text = input.trim();
  if (text === '') return 'fieldNameNotEmpty';
  if (FORBIDDEN_CONTROL.test(text)) return 'invalidSymbol';
  const length = [...text].length;
  if (length < STORY_MIN_CHARS) return 'minDogDescriptionLength';
  if (length > STORY_MAX_CHARS) return 'maxDogDescriptionLength';
  return null;
}
