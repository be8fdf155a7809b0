export type NameError = 'IncorrectName' | 'theNameMustBe';

/** Latin and Cyrillic letters, hyphens, apostrophes (typed ' or typographic ’ ʼ) and spaces. */
const NAME_CHARACTERS = /^[A-Za-z\u0400-\u04FF'’ʼ -]+$/;
const LETTER = /[A-Za-z\u0400-\u04FF]/g;
const MIN_LETTERS = 2;

/** SPEC §5 general name rule: empty is allowed (a required field checks emptiness itself). */
export function validateName(value: string): NameError | null {
  if (value === '') return null;
  if (value.startsWith(' ') || !NAME_CHARACTERS.test(value)) return 'IncorrectName';
  const letters = value.match(LETTER)?.length ?? 0;
  return letters < MIN_LETTERS ? 'theNameMustBe' : null;
}
