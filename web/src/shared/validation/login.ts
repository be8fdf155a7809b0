export type LoginError = 'fieldNameNotEmpty' | 'loginValidation';

const LOGIN = /^[A-Za-z0-9._-]{2,32}$/;

/**
 * SPEC §5 login rule, as the server checks it (`Login` in `command/`): 2 to 32 Latin letters,
 * digits, dots, underscores or hyphens, around which spaces do not count.
 */
export function validateLogin(value: string): LoginError | null {
  const login = value.trim();
  if (login === '') return 'fieldNameNotEmpty';
  return LOGIN.test(login) ? null : 'loginValidation';
}
