export type EmailError = 'emptyEmail' | 'emailIncorrect';

/**
 * SPEC §5: starts with a letter or digit; then letters, digits and `._%+-` with no two dots in a
 * row; `@`; domain labels of at least 2 letters, digits or hyphens; a final part of 2 to 6 letters.
 */
const EMAIL = /^[A-Za-z0-9](?:[A-Za-z0-9_%+-]|\.(?!\.))*@(?:[A-Za-z0-9-]{2,}\.)+[A-Za-z]{2,6}$/;

export function validateEmail(value: string): EmailError | null {
  if (value === '') return 'emptyEmail';
  return EMAIL.test(value) ? null : 'emailIncorrect';
}
