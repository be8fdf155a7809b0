import type { PasskeyCredential, RequestOptions } from '@/admin/shared/passkeys/webauthn';
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

/** `POST /api/login` answer (202) for an account with a second factor: the sign-in goes on. */
export interface SecondStep {
  secondFactorChallenge: string;
  /** Whether the account has an authenticator app (else only recovery codes take a code). */
  authenticator: boolean;
  /** Options for the browser when the account has passkeys. */
  passkey: RequestOptions | null;
}

/** `POST /api/login/second-factor` body: a code, or a passkey's answer. */
export type SecondFactorProof =
  | {
      secondFactorChallenge: string;
      /** Six digits from the authenticator app, or a recovery code. */
      code: string;
    }
  | { secondFactorChallenge: string; passkey: PasskeyCredential };

export function asksSecondFactor(answer: SignInResult | SecondStep): answer is SecondStep {
  return 'secondFactorChallenge' in answer;
}
