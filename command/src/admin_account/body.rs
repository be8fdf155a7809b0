//! What account calls carry and answer: the sign-in's two steps, and the second factors staff
//! add to their profile. The profile's own form is in `profile`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use webauthn_rs::prelude::{
    CreationChallengeResponse, PublicKeyCredential, RegisterPublicKeyCredential,
    RequestChallengeResponse,
};

use super::AdminAccount;
use crate::auth::recovery_codes::RecoveryCodes;

#[derive(Deserialize, ToSchema)]
pub struct LoginRequest {
    #[schema(example = "anna")]
    pub login: String,
    pub password: String,
}

/// The answer to a right password when the account has a second factor: the sign-in goes on
/// at `POST /api/login/second-factor` with this challenge, within five minutes.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondStep {
    pub second_factor_challenge: String,
    /// Whether the account has an authenticator app: the page asks for its code.
    pub authenticator: bool,
    /// When the account has passkeys: the options of `navigator.credentials.get()`
    /// (`PublicKeyCredentialRequestOptions` in its JSON form, under `publicKey`).
    #[schema(value_type = Option<Object>)]
    pub passkey: Option<RequestChallengeResponse>,
}

/// The second factor given: a code or a passkey's answer.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondFactorRequest {
    /// As `POST /api/login` answered it.
    pub second_factor_challenge: String,
    /// Six digits from the authenticator app, or a recovery code.
    #[schema(example = "492039")]
    pub code: Option<String>,
    /// What `navigator.credentials.get()` resolved to, in its JSON form (`toJSON()`), for the
    /// options `POST /api/login` answered.
    #[schema(value_type = Option<Object>)]
    pub passkey: Option<PublicKeyCredential>,
}

/// What adding an authenticator app shows: the secret to type in, its `otpauth://` address and
/// the address as a QR code to scan.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthenticatorSetup {
    /// Base32, as apps take it typed in.
    pub secret: String,
    pub otpauth_url: String,
    /// A PNG data URL.
    pub qr_code: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddAuthenticatorRequest {
    /// As the setup answered it.
    pub secret: String,
    /// The code the app shows now.
    #[schema(example = "492039")]
    pub code: String,
}

/// Recovery codes, shown this once: the account keeps only their digests. Empty when a factor
/// was added to an account that has its codes already.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodesResponse {
    #[schema(example = json!(["7k3mp-x9q2a"]))]
    pub recovery_codes: Vec<String>,
}

impl RecoveryCodesResponse {
    /// `codes` if the account now holds them, else none.
    pub fn issued(codes: RecoveryCodes, account: &AdminAccount) -> RecoveryCodesResponse {
        let issued = account.recovery_codes_are(&codes.digests);
        RecoveryCodesResponse {
            recovery_codes: if issued { codes.shown } else { Vec::new() },
        }
    }
}

/// The password, asked again before the account's protection is changed.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordConfirmation {
    pub current_password: String,
}

/// What the browser needs to create a passkey, and the registration to send it back with.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeySetup {
    /// Good for five minutes, once.
    pub registration: String,
    /// The options of `navigator.credentials.create()` in their JSON form, under `publicKey`.
    #[schema(value_type = Object)]
    pub options: CreationChallengeResponse,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddPasskeyRequest {
    /// As the setup answered it.
    pub registration: String,
    /// What `navigator.credentials.create()` resolved to, in its JSON form (`toJSON()`).
    #[schema(value_type = Object)]
    pub credential: RegisterPublicKeyCredential,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemovePasskeyRequest {
    /// As the profile lists it.
    pub id: String,
    pub current_password: String,
}
