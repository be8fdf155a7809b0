import { describe, expect, it } from 'vitest';
import cases from '../../../../testdata/validation.json';
import { validateEmail, validateNewPassword } from './rules';

describe('the shared table of SPEC §5 cases', () => {
  it.each(cases.email)('email $input → $error', ({ input, error }) => {
    expect(validateEmail(input)).toBe(error);
  });

  it.each(cases.password)('password $input → $error', ({ input, error }) => {
    expect(validateNewPassword(input)).toBe(error);
  });
});
