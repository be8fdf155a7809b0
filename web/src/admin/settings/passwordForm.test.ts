import { describe, expect, it } from 'vitest';
import { fieldOfPasswordProblem, validatePasswords } from './passwordForm';

const good = {
  currentPassword: 'Old1!pass',
  newPassword: 'New1!pass',
  confirmPassword: 'New1!pass',
};

describe('change-password form', () => {
  it('accepts a current password and a confirmed new one that meets the policy', () => {
    expect(validatePasswords(good)).toEqual({});
  });

  it('asks for every field when nothing is typed', () => {
    expect(
      validatePasswords({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({ currentPassword: 'currentPasswordRequired', newPassword: 'newPasswordRequired' });
  });

  it('explains the policy before worrying about the confirmation', () => {
    expect(validatePasswords({ ...good, newPassword: 'weak', confirmPassword: 'other' })).toEqual({
      newPassword: 'passwordValidation',
    });
  });

  it('says when the confirmation differs', () => {
    expect(validatePasswords({ ...good, confirmPassword: 'New1!pasS' })).toEqual({
      confirmPassword: 'passwordNotMatch',
    });
  });

  it.each([
    ['wrongCurrentPassword', undefined, 'currentPassword'],
    ['passwordValidation', undefined, 'newPassword'],
    ['passwordNotMatch', undefined, 'confirmPassword'],
    ['fieldNameNotEmpty', 'confirmPassword', 'confirmPassword'],
    ['emptyEmail', 'email', null],
    ['somethingWentWrong', undefined, null],
  ] as const)('shows the server error %s (field %s) at %s', (code, field, expected) => {
    expect(fieldOfPasswordProblem(code, field)).toBe(expected);
  });
});
