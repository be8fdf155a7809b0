export type PasswordError = 'newPasswordRequired' | 'passwordValidation';

export const PASSWORD_MIN_LENGTH = 8;

/** SPEC §5: a lowercase and an uppercase Latin letter, a digit and one of `@$!%*?&`; nothing else. */
const PASSWORD = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*?&])[A-Za-z\\d@$!%*?&]{${PASSWORD_MIN_LENGTH},}$`,
);

export function validatePassword(value: string): PasswordError | null {
  if (value === '') return 'newPasswordRequired';
  return PASSWORD.test(value) ? null : 'passwordValidation';
}
