import { describe, expect, it } from 'vitest';
import { validateSignIn } from './signInForm';

describe('sign-in form', () => {
  it('asks for both fields', () => {
    expect(validateSignIn({ login: ' ', password: '' })).toEqual({
      login: 'fieldNameNotEmpty',
      password: 'fieldNameNotEmpty',
    });
  });

  it('leaves judging the password to the server', () => {
    expect(validateSignIn({ login: 'olena', password: 'x' })).toEqual({});
  });
});
