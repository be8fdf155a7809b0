export type PhoneError = 'emptyNumber' | 'incorrectNumber';

/** What the mask adds around the digits (SPEC §5: plus, brackets, space, underscore, slash, hyphen). */
const MASK_CHARACTERS = /[+() _/-]/g;
/** Country code 38 and the 10 digits of a Ukrainian number. */
const PHONE_DIGITS = /^38\d{10}$/;
/** The digits of the untouched mask `+38(0__)___-__-__`, which counts as empty. */
const UNTOUCHED_MASK = '380';

/** SPEC §5 dog request and contact phone: 38 plus 10 digits once the mask is removed. */
export function validatePhone(value: string): PhoneError | null {
  const digits = value.replace(MASK_CHARACTERS, '');
  if (digits === '' || digits === UNTOUCHED_MASK) return 'emptyNumber';
  return PHONE_DIGITS.test(digits) ? null : 'incorrectNumber';
}
