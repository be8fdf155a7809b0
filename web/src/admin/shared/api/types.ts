import type { Language } from '@/shared/i18n';

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
