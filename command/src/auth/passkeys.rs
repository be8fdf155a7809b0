//! Passkeys (WebAuthn, through webauthn-rs): a second factor the phone or computer keeps and
//! unlocks with a fingerprint, a face or its PIN. The site is the relying party, named by the
//! host of its public address; browsers offer passkeys only to a site reached by a domain
//! name (`localhost` included), never by an IP address, so a site served at one has none.
//!
//! Each ceremony is started here, its state kept on the server (with the sign-in's challenge,
//! or in `passkey_registrations` while a passkey is being added) and finished here against
//! what the browser answered. A sign-in's ceremony is good once with its challenge, which is
//! what stops an answer being replayed; the signature counter is not kept, since synced
//! passkeys report none.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use serde_json::Value;
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use uuid::Uuid;
use webauthn_rs::prelude::{
    CreationChallengeResponse, Passkey, PasskeyAuthentication, PasskeyRegistration,
    PublicKeyCredential, RegisterPublicKeyCredential, RequestChallengeResponse, Url, Webauthn,
    WebauthnBuilder,
};

use super::challenge::Challenge;

/// How long adding a passkey may take, the browser's own prompt included.
const REGISTRATION_LIFETIME: Duration = Duration::minutes(5);

/// The site's relying party: starts and finishes passkey ceremonies.
#[derive(Clone)]
pub struct Passkeys(Arc<Webauthn>);

impl std::fmt::Debug for Passkeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Passkeys")
    }
}

impl Passkeys {
    /// The relying party of a site at `public_url`; `None` when its host is an IP address,
    /// which WebAuthn does not allow.
    pub fn for_site(public_url: &Url) -> Option<Passkeys> {
        let host = public_url.domain()?;
        let webauthn = WebauthnBuilder::new(host, public_url)
            .ok()?
            .rp_name("doghotel")
            .build()
            .ok()?;
        Some(Passkeys(Arc::new(webauthn)))
    }

    /// What the browser needs to create a passkey for `login`, and the state to finish with.
    /// `existing` are the account's passkeys, which the browser will not create again.
    pub fn start_registration(
        &self,
        account_id: &str,
        login: &str,
        existing: &[Passkey],
    ) -> anyhow::Result<(CreationChallengeResponse, PasskeyRegistration)> {
        // The user handle the authenticator keeps: stable for the account, and naming nothing.
        let digest = Sha256::digest(account_id.as_bytes());
        let user = Uuid::from_slice(&digest[..16])?;
        let exclude = existing.iter().map(|key| key.cred_id().clone()).collect();
        Ok(self
            .0
            .start_passkey_registration(user, login, login, Some(exclude))?)
    }

    /// The passkey the browser created, if its answer holds to `state`.
    pub fn finish_registration(
        &self,
        credential: &RegisterPublicKeyCredential,
        state: &PasskeyRegistration,
    ) -> Option<Passkey> {
        self.0
            .finish_passkey_registration(credential, state)
            .inspect_err(|error| tracing::info!(%error, "a new passkey was refused"))
            .ok()
    }

    /// What the browser needs to sign in with one of `passkeys`, and the state to finish with.
    pub fn start_authentication(
        &self,
        passkeys: &[Passkey],
    ) -> anyhow::Result<(RequestChallengeResponse, PasskeyAuthentication)> {
        Ok(self.0.start_passkey_authentication(passkeys)?)
    }

    /// The id (as [`credential_id`] writes it) of the passkey that signed the browser's
    /// answer, if the answer holds to `state`.
    pub fn finish_authentication(
        &self,
        credential: &PublicKeyCredential,
        state: &PasskeyAuthentication,
    ) -> Option<String> {
        self.0
            .finish_passkey_authentication(credential, state)
            .inspect_err(|error| tracing::info!(%error, "a passkey's answer was refused"))
            .ok()
            .map(|result| hex(result.cred_id()))
    }
}

/// A passkey's id as the account's events name it.
pub fn credential_id(passkey: &Passkey) -> String {
    hex(passkey.cred_id())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// Keeps `state` for `account_id` for a few minutes, under a new random registration that the
/// page holds as a sign-in holds its challenge.
pub(crate) async fn keep_registration(
    pool: &PgPool,
    account_id: &str,
    state: &PasskeyRegistration,
    now: DateTime<Utc>,
) -> anyhow::Result<Challenge> {
    let registration = Challenge::random();
    sqlx::query("DELETE FROM passkey_registrations WHERE expires_at <= $1")
        .bind(now)
        .execute(pool)
        .await?;
    sqlx::query(
        "INSERT INTO passkey_registrations (registration_digest, account_id, ceremony, expires_at)
         VALUES ($1, $2, $3, $4)",
    )
    .bind(registration.digest())
    .bind(account_id)
    .bind(serde_json::to_value(state)?)
    .bind(now + REGISTRATION_LIFETIME)
    .execute(pool)
    .await?;
    Ok(registration)
}

/// Takes the state of `registration` for `account_id`, once: `None` when it expired, was
/// taken already or is another account's.
pub(crate) async fn take_registration(
    pool: &PgPool,
    account_id: &str,
    registration: &Challenge,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<PasskeyRegistration>> {
    let ceremony: Option<Value> = sqlx::query_scalar(
        "DELETE FROM passkey_registrations
          WHERE registration_digest = $1 AND account_id = $2 AND expires_at > $3
         RETURNING ceremony",
    )
    .bind(registration.digest())
    .bind(account_id)
    .bind(now)
    .fetch_optional(pool)
    .await?;
    Ok(ceremony.map(serde_json::from_value).transpose()?)
}
