import type { Credentials } from './api/types';

export type SignInErrors = Partial<Record<keyof Credentials, 'fieldNameNotEmpty'>>;

/** Both fields are needed; everything else is the server's to judge (and to count). */
export function validateSignIn({ login, password }: Credentials): SignInErrors {
  const errors: SignInErrors = {};
  if (login.trim() === '') errors.login = 'fieldNameNotEmpty';
  if (password === '') errors.password = 'fieldNameNotEmpty';
  return errors;
}
