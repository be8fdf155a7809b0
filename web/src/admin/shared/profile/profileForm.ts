import type { Language } from '@/shared/i18n';
import type { Profile, ProfileUpdate } from '../api/types';
import type { AdminErrorCode } from '../errors/apiProblem';
import { validateEmail, validateLogin } from '@/shared/validation';

/** What the profile form edits. */
export interface ProfileDraft {
  login: string;
  email: string;
  preferredLanguage: Language;
  /** The picture's link; `null` until one is uploaded (the header shows a placeholder). */
  imageLink: string | null;
}

export type ProfileField = keyof ProfileDraft;
export type ProfileErrors = Partial<Record<ProfileField, AdminErrorCode>>;

export function draftOf(profile: Profile): ProfileDraft {
  return {
    login: profile.login,
    email: profile.email,
    preferredLanguage: profile.preferredLanguage.languageValue,
    imageLink: profile.imageLink,
  };
}

/** Leading and trailing spaces are never meant, so they neither count as a change nor get sent. */
function cleaned(draft: ProfileDraft): ProfileDraft {
  return { ...draft, login: draft.login.trim(), email: draft.email.trim() };
}

export function isChanged(draft: ProfileDraft, profile: Profile): boolean {
  const saved = draftOf(profile);
  const current = cleaned(draft);
  return (Object.keys(saved) as ProfileField[]).some((field) => current[field] !== saved[field]);
}

/**
 * SPEC §5 "Profile form": a valid login, preferred language and profile picture required, and
 * a valid e-mail.
 */
export function validateProfile(draft: ProfileDraft): ProfileErrors {
  const { login, email } = cleaned(draft);
  const errors: ProfileErrors = {};
  if (!draft.imageLink) errors.imageLink = 'profilePictureRequired';
  const loginError = validateLogin(login);
  if (loginError) errors.login = loginError;
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  return errors;
}

/** The update call carries the whole profile. */
export function toUpdate(draft: ProfileDraft): ProfileUpdate {
  return cleaned(draft);
}

/** Which field a server error belongs to, so it is shown next to that field. */
export function fieldOfProblem(code: AdminErrorCode, field?: string): ProfileField | null {
  if (field === 'login' || field === 'email' || field === 'preferredLanguage') return field;
  if (field === 'imageLink' || code === 'imageError') return 'imageLink';
  if (code === 'loginTaken' || code === 'loginValidation') return 'login';
  if (code === 'emptyEmail' || code === 'emailIncorrect') return 'email';
  if (code === 'languageError') return 'preferredLanguage';
  return null;
}
