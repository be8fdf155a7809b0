/**
 * SPEC §5 rules the admin forms need, answering the SPEC's error keys. The server enforces the
 * same rules; both test suites run the cases in testdata/validation.json.
 */

/** Local part: starts with a letter or digit, no `..`; domain: 2+ of [A-Za-z0-9-], a dot, 2–6 letters. */
const EMAIL =
  /^(?!.*\.\.[^@]*@)[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]{2,}(\.[A-Za-z0-9-]{2,})*\.[A-Za-z]{2,6}$/;

export function validateEmail(email: string): 'emptyEmail' | 'emailIncorrect' | null {
  if (email === '') return 'emptyEmail';
  return EMAIL.test(email) ? null : 'emailIncorrect';
}

/** At least 8 of [A-Za-z0-9@$!%*?&], with a lowercase letter, an uppercase letter, a digit and a special. */
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export function validateNewPassword(
  password: string,
): 'newPasswordRequired' | 'passwordValidation' | null {
  if (password === '') return 'newPasswordRequired';
  return PASSWORD.test(password) ? null : 'passwordValidation';
}
