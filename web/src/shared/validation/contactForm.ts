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
export type QuestionError = 'theQuestionMustBe';

/** Latin and Cyrillic letters, digits, `~@%!.,'"():;-` (apostrophes typed three ways), whitespace. */
const MESSAGE_CHARACTERS = /^[A-Za-z\u0400-\u04FF0-9~@%!.,'"():;\-’ʼ\s]*$/;
/** The message's characters and the question mark, which SPEC §5's list leaves out. */
const QUESTION_CHARACTERS = /^[A-Za-z\u0400-\u04FF0-9?~@%!.,'"():;\-’ʼ\s]*$/;

/** 1 to 300 of `characters`, not starting with whitespace, never two whitespaces in a row. */
function isMessage(value: string, characters: RegExp): boolean {
  const message = value.trimEnd();
  return (
    message !== '' &&
    !/^\s/.test(message) &&
    !/\s{2}/.test(message) &&
    length(message) <= CONTACT_MESSAGE_MAX_LENGTH &&
    characters.test(message)
  );
}

/** The contact form's message (SPEC §5). */
export function validateContactMessage(value: string): ContactMessageError | null {
  return isMessage(value, MESSAGE_CHARACTERS) ? null : 'theMessageMustBe';
}

/** The FAQ's "ask your question": the message's rule, with a question mark allowed. */
export function validateQuestion(value: string): QuestionError | null {
  return isMessage(value, QUESTION_CHARACTERS) ? null : 'theQuestionMustBe';
}
