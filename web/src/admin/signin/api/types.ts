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
