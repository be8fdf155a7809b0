import { validateName, type NameError } from './name';

/**
 * SPEC §5 "Contact form". Lengths count characters (code points), as the server does, which
 * answers the same keys for the same inputs (testdata/validation.json). Both sides check the
 * value with its end trimmed, as it is sent.
 */
export const CONTACT_NAME_LENGTH = { min: 2, max: 56 } as const;
export const CONTACT_MESSAGE_MAX_LENGTH = 300;

const length = (value: string) => [...value].length;

/** Hyphens and apostrophes (typed ' or typographic ’ ʼ) may not follow one another. */
const DOUBLED_MARKS = /[-'’ʼ]{2}/;
const DOUBLED_SPACES = / {2}/;

export type ContactNameError = 'fieldNameNotEmpty' | NameError;

/** Required, 2 to 56 characters, a valid name, no doubled hyphens, apostrophes or spaces. */
export function validateContactName(value: string): ContactNameError | null {
  const name = value.trimEnd();
  if (name === '') return 'fieldNameNotEmpty';
  const { min, max } = CONTACT_NAME_LENGTH;
  if (length(name) < min || length(name) > max) return 'theNameMustBe';
  if (DOUBLED_MARKS.test(name) || DOUBLED_SPACES.test(name)) return 'IncorrectName';
  return validateName(name);
}

/**
 * What typing may put into the name field: a second space, hyphen or apostrophe in a row is
 * refused (SPEC §5 "typing refuses double spaces and repeated -/'"), and so is anything past 56.
 */
export function typedContactName(before: string, typed: string): string {
  const doubled = DOUBLED_MARKS.test(typed) || DOUBLED_SPACES.test(typed);
  if (doubled && !(DOUBLED_MARKS.test(before) || DOUBLED_SPACES.test(before))) return before;
  return [...typed].slice(0, CONTACT_NAME_LENGTH.max).join('');
}

export type ContactMessageError = 'theMessageMustBe';

/** Latin and Cyrillic letters, digits, `~@%!.,'"():;-` (apostrophes typed three ways), whitespace. */
const MESSAGE_CHARACTERS = /^[A-Za-z\u0400-\u04FF0-9~@%!.,'"():;\-’ʼ\s]*$/;

/** 1 to 300 allowed characters, not starting with whitespace, never two whitespaces in a row. */
export function validateContactMessage(value: string): ContactMessageError | null {
  const message = value.trimEnd();
  const valid =
    message !== '' &&
    !/^\s/.test(message) &&
    !/\s{2}/.test(message) &&
    length(message) <= CONTACT_MESSAGE_MAX_LENGTH &&
    MESSAGE_CHARACTERS.test(message);
  return valid ? null : 'theMessageMustBe';
}
