/**
 * SPEC §5 phone mask `+38(0__)___-__-__`: the country code and the leading 0 of the operator
 * code are fixed, the visitor types the 9 digits that follow.
 */
export const PHONE_MASK = '+38(0__)___-__-__';

const SLOT = '_';
const SUBSCRIBER_DIGITS = 9;
/** What the mask shows before the first slot, and the digits in it. */
const MASK_PREFIX = '+38(0';
const MASK_PREFIX_DIGITS = '380';

/**
 * The digits the visitor has typed, taken from whatever the field now holds: the masked value
 * with a new digit somewhere, or a pasted number in any usual spelling (`+380…`, `380…`, `0…`).
 */
export function subscriberDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  // A value that still carries the mask starts with the mask's fixed digits.
  if (value.startsWith(MASK_PREFIX)) digits = digits.slice(MASK_PREFIX_DIGITS.length);
  // What remains may be a whole pasted number with its own prefix.
  if (digits.length > SUBSCRIBER_DIGITS) {
    if (digits.startsWith(MASK_PREFIX_DIGITS)) digits = digits.slice(MASK_PREFIX_DIGITS.length);
    else if (digits.startsWith('0')) digits = digits.slice(1);
  }
  return digits.slice(0, SUBSCRIBER_DIGITS);
}

/** Fills the mask's slots with `digits` in order; unfilled slots keep their underscore. */
export function formatPhone(digits: string): string {
  let next = 0;
  return PHONE_MASK.replace(/_/g, () => digits[next++] ?? SLOT);
}

/** Where the caret belongs: right after the last typed digit, or at the first slot. */
export function caretPosition(masked: string): number {
  const firstSlot = masked.indexOf(SLOT);
  return firstSlot === -1 ? masked.length : firstSlot;
}

/**
 * The next value of the masked field after an edit. Deleting a literal character (a bracket or
 * hyphen) leaves the digits unchanged, so it removes the digit before it instead; otherwise the
 * caret could never get past the literal.
 */
export function applyPhoneEdit(previous: string, edited: string, deleting: boolean): string {
  const before = subscriberDigits(previous);
  let digits = subscriberDigits(edited);
  if (deleting && digits === before) digits = digits.slice(0, -1);
  return digits === '' && deleting ? '' : formatPhone(digits);
}
