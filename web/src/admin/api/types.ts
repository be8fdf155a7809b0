import type { Language } from '@/shared/i18n';

/** `POST /api/login` body. */
export interface Credentials {
  login: string;
  password: string;
}

/** `POST /api/login` answer: the JWT also arrives in the `Authorization` header. */
export interface SignInResult {
  token: string;
  login: string;
  preferredLanguage: Language;
}

/** `GET /api/admin/profile/login={login}` (SPEC §3 "Admin profile"). */
export interface Profile {
  userId: string;
  login: string;
  email: string;
  preferredLanguage: { languageId: number; languageValue: Language };
  imageLink: string | null;
}

/** `PUT /api/admin/profile/update`: the profile fields, plus the passwords for a change of password. */
export interface ProfileUpdate {
  login: string;
  email: string;
  preferredLanguage: Language;
  imageLink: string | null;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}
