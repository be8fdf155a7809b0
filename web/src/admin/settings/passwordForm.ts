import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { validatePassword } from '@/shared/validation';

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordDraft;
export type PasswordErrors = Partial<Record<PasswordField, AdminErrorCode>>;

export const emptyPasswordDraft: PasswordDraft = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** SPEC §5 "Password": both passwords required, the new one by policy, and confirmed. */
export function validatePasswords(draft: PasswordDraft): PasswordErrors {
  const errors: PasswordErrors = {};
  if (draft.currentPassword === '') errors.currentPassword = 'currentPasswordRequired';
  const newPasswordError = validatePassword(draft.newPassword);
  if (newPasswordError) errors.newPassword = newPasswordError;
  else if (draft.confirmPassword !== draft.newPassword) errors.confirmPassword = 'passwordNotMatch';
  return errors;
}

const FIELD_OF_CODE: Partial<Record<AdminErrorCode, PasswordField>> = {
  currentPasswordRequired: 'currentPassword',
  wrongCurrentPassword: 'currentPassword',
  newPasswordRequired: 'newPassword',
  passwordValidation: 'newPassword',
  passwordNotMatch: 'confirmPassword',
};

/** Which password field a server error belongs to; `null` for errors about something else. */
export function fieldOfPasswordProblem(code: AdminErrorCode, field?: string): PasswordField | null {
  if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') {
    return field;
  }
  return FIELD_OF_CODE[code] ?? null;
}
