import type { CreationOptions, PasskeyCredential } from '@/admin/shared/passkeys/webauthn';
import type { Language } from '@/shared/i18n';

/** `GET /api/admin/profile/login={login}` (SPEC §3 "Admin profile"). */
export interface Profile {
  userId: string;
  login: string;
  email: string;
  preferredLanguage: { languageId: number; languageValue: Language };
  imageLink: string | null;
  secondFactor: SecondFactor;
}

/** How the account is protected beyond its password. */
export interface SecondFactor {
  /** Whether an authenticator app's code is asked at sign-in. */
  authenticator: boolean;
  recoveryCodesLeft: number;
  /** The passkeys that sign in, oldest first. */
  passkeys: PasskeyListed[];
}

export interface PasskeyListed {
  id: string;
  /** ISO 8601. */
  addedAt: string;
}

/** `POST /api/admin/profile/passkey/setup`: options for the browser, good for five minutes. */
export interface PasskeySetup {
  registration: string;
  options: CreationOptions;
}

/** `POST /api/admin/profile/authenticator/setup`: a secret for the app, not kept until added. */
export interface AuthenticatorSetup {
  /** Base32, to type into the app. */
  secret: string;
  otpauthUrl: string;
  /** A PNG data URL of the `otpauth://` address. */
  qrCode: string;
}

/** Recovery codes, shown once; none when a factor joined others that have their codes. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

/** `POST /api/admin/profile/passkey/add` body. */
export interface PasskeyAddition {
  registration: string;
  credential: PasskeyCredential;
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
