import { validateEmail, type EmailError } from './email';
import { validateName, type NameError } from './name';

/**
 * SPEC §5 "Dog request modal". Lengths count characters (code points), as the server does.
 * The server answers the same keys for the same inputs (testdata/validation.json).
 */
export const REQUEST_NAME_LENGTH = { min: 2, max: 16 } as const;
export const REQUEST_EMAIL_LENGTH = { min: 6, max: 64 } as const;
export const REQUEST_MESSAGE_MAX_LENGTH = 500;

const length = (value: string) => [...value].length;

export type RequestNameError = 'fieldNameNotEmpty' | NameError;

/** Required, 2 to 16 characters without spaces, and a valid name. */
export function validateRequestName(value: string): RequestNameError | null {
  if (value === '') return 'fieldNameNotEmpty';
  const { min, max } = REQUEST_NAME_LENGTH;
  if (/\s/.test(value) || length(value) < min || length(value) > max) return 'theNameMustBe';
  return validateName(value);
}

/** Required, 6 to 64 characters, and a valid address. */
export function validateRequestEmail(value: string): EmailError | null {
  const error = validateEmail(value);
  if (error) return error;
  const { min, max } = REQUEST_EMAIL_LENGTH;
  return length(value) < min || length(value) > max ? 'emailIncorrect' : null;
}

export type RequestMessageError = 'theMessageMustBe';

/** Optional, at most 500 characters. */
export function validateRequestMessage(value: string): RequestMessageError | null {
  return length(value) > REQUEST_MESSAGE_MAX_LENGTH ? 'theMessageMustBe' : null;
}
