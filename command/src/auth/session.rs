//! Staff sessions: the lasting half of a sign-in. The token the page holds lives minutes and
//! only in memory; what keeps a staff member signed in across reloads is a secret in an
//! `HttpOnly; SameSite=Strict` cookie that no script can read and that only `/api/session/*`
//! ever receives. Each renewal replaces the secret; a replaced secret presented again means
//! someone holds a copy, and the whole session ends for both holders.
//!
//! Sessions live in a plain table, not in events: a renewal every few minutes is no part of
//! the hotel's history, and losing the table signs staff out, nothing more.

use std::time::Duration;

use axum::http::{header, HeaderMap, HeaderValue};
use chrono::{DateTime, Utc};
use events::Language;
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use uuid::Uuid;

use crate::state::CommandState;

/// The cookie's name.
pub const COOKIE: &str = "staff_session";
/// The only path the browser sends the cookie to: the renewal and the sign-out.
const COOKIE_PATH: &str = "/api/session";
/// How long a session lasts unused, by default; each renewal starts it again.
pub const DEFAULT_IDLE_LIFETIME: Duration = Duration::from_secs(14 * 24 * 60 * 60);

/// A session's current secret, as the device holds it. Never printed.
pub struct SessionSecret(String);

impl SessionSecret {
    fn generate() -> SessionSecret {
        use rand::RngCore;
        let mut bytes = [0_u8; 32];
        rand::thread_rng().fill_bytes(&mut bytes);
        SessionSecret(bytes.iter().map(|byte| format!("{byte:02x}")).collect())
    }

    /// The secret the request's cookie carries, if any.
    pub fn from_request(headers: &HeaderMap) -> Option<SessionSecret> {
        headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, value)| *name == COOKIE && !value.is_empty())
            .map(|(_, value)| SessionSecret(value.to_owned()))
    }

    /// What the table keeps instead of the secret.
    fn digest(&self) -> Vec<u8> {
        Sha256::digest(self.0.as_bytes()).to_vec()
    }
}

impl std::fmt::Debug for SessionSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SessionSecret(***)")
    }
}

/// How sessions are kept: how long one lasts unused, and whether the cookie is `Secure`
/// (whenever the site is served over https; browsers refuse such a cookie over plain
/// `http://localhost`).
#[derive(Debug, Clone)]
pub struct SessionSettings {
    pub idle_lifetime: Duration,
    pub secure: bool,
}

impl Default for SessionSettings {
    fn default() -> SessionSettings {
        SessionSettings {
            idle_lifetime: DEFAULT_IDLE_LIFETIME,
            secure: false,
        }
    }
}

impl SessionSettings {
    /// The `Set-Cookie` value handing the device `secret`.
    pub(crate) fn cookie(&self, secret: &SessionSecret) -> HeaderValue {
        self.set_cookie(&secret.0, self.idle_lifetime.as_secs())
    }

    /// The `Set-Cookie` value that makes the browser forget the session.
    pub(crate) fn removal(&self) -> HeaderValue {
        self.set_cookie("", 0)
    }

    fn set_cookie(&self, value: &str, max_age: u64) -> HeaderValue {
        let secure = if self.secure { "; Secure" } else { "" };
        let cookie = format!(
            "{COOKIE}={value}; Path={COOKIE_PATH}; Max-Age={max_age}; HttpOnly; SameSite=Strict{secure}"
        );
        // Hex digits and fixed words only.
        HeaderValue::try_from(cookie).expect("a session cookie is a valid header value")
    }

    fn expiry_from(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        now + chrono::Duration::from_std(self.idle_lifetime).unwrap_or(chrono::Duration::days(14))
    }
}

/// A session begun or renewed: the secret to hand the device and whom it signs in.
#[derive(Debug)]
pub struct Renewed {
    pub session_id: Uuid,
    pub account_id: String,
    pub login: String,
    pub preferred_language: Language,
    pub credentials_version: i32,
    pub secret: SessionSecret,
}

/// Why a session ended, as the table records it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Ending {
    SignedOut,
    /// A replaced secret came back: a copy exists.
    Reused,
    /// The account's password changed or its owner signed out everywhere.
    CredentialsChanged,
}

impl Ending {
    fn as_str(self) -> &'static str {
        match self {
            Ending::SignedOut => "signedOut",
            Ending::Reused => "reused",
            Ending::CredentialsChanged => "credentialsChanged",
        }
    }
}

/// Begins a session on a device for an account just signed in.
pub(crate) async fn begin(
    pool: &PgPool,
    account_id: &str,
    credentials_version: i32,
    settings: &SessionSettings,
    now: DateTime<Utc>,
) -> Result<(Uuid, SessionSecret), sqlx::Error> {
    let session_id = Uuid::now_v7();
    let secret = SessionSecret::generate();
    let mut transaction = pool.begin().await?;
    sqlx::query(
        "INSERT INTO staff_sessions
                (session_id, account_id, credentials_version, started_at, last_used_at, expires_at)
         VALUES ($1, $2, $3, $4, $4, $5)",
    )
    .bind(session_id)
    .bind(account_id)
    .bind(credentials_version)
    .bind(now)
    .bind(settings.expiry_from(now))
    .execute(&mut *transaction)
    .await?;
    sqlx::query(
        "INSERT INTO staff_session_secrets (secret_digest, session_id, issued_at)
         VALUES ($1, $2, $3)",
    )
    .bind(secret.digest())
    .bind(session_id)
    .bind(now)
    .execute(&mut *transaction)
    .await?;
    transaction.commit().await?;
    Ok((session_id, secret))
}

#[derive(sqlx::FromRow)]
struct Presented {
    session_id: Uuid,
    replaced_at: Option<DateTime<Utc>>,
    account_id: String,
    credentials_version: i32,
    expires_at: DateTime<Utc>,
    ended_at: Option<DateTime<Utc>>,
    login: Option<String>,
    preferred_language: Option<String>,
    current_version: Option<i32>,
    blocked_until: Option<DateTime<Utc>>,
}

/// Renews the session `secret` belongs to: a new secret replaces it, and the session lasts
/// its idle lifetime from now. `None` when the secret opens nothing: unknown, ended, expired,
/// replaced before (which ends its session), of an account whose credentials changed since
/// (which ends it too) or of a locked account (which it outlives).
pub(crate) async fn renew(
    pool: &PgPool,
    secret: &SessionSecret,
    settings: &SessionSettings,
    now: DateTime<Utc>,
) -> Result<Option<Renewed>, sqlx::Error> {
    let mut transaction = pool.begin().await?;
    // Locked, so that two renewals with one secret are one renewal and one reuse.
    let presented: Option<Presented> = sqlx::query_as(
        "SELECT secret.session_id, secret.replaced_at, session.account_id,
                session.credentials_version, session.expires_at, session.ended_at,
                account.login, account.preferred_language,
                account.credentials_version AS current_version, account.blocked_until
           FROM staff_session_secrets secret
           JOIN staff_sessions session USING (session_id)
           LEFT JOIN admin_accounts account USING (account_id)
          WHERE secret.secret_digest = $1
            FOR UPDATE OF secret, session",
    )
    .bind(secret.digest())
    .fetch_optional(&mut *transaction)
    .await?;
    let Some(presented) = presented else {
        return Ok(None);
    };
    if presented.ended_at.is_some() || presented.expires_at <= now {
        return Ok(None);
    }
    if presented.replaced_at.is_some() {
        tracing::warn!(
            session = %presented.session_id,
            account = %presented.account_id,
            "a replaced session secret came back: the session is ended"
        );
        end_in(&mut transaction, presented.session_id, Ending::Reused, now).await?;
        transaction.commit().await?;
        return Ok(None);
    }
    let (Some(login), Some(language), Some(current_version)) = (
        presented.login,
        presented.preferred_language,
        presented.current_version,
    ) else {
        return Ok(None);
    };
    // Behind the session's own version, the projection has yet to reach a change made by the
    // account itself; ahead of it, the account's credentials changed since the session began.
    if current_version > presented.credentials_version {
        let ending = Ending::CredentialsChanged;
        end_in(&mut transaction, presented.session_id, ending, now).await?;
        transaction.commit().await?;
        return Ok(None);
    }
    if presented.blocked_until.is_some_and(|until| now < until) {
        return Ok(None);
    }
    let next = SessionSecret::generate();
    sqlx::query("UPDATE staff_session_secrets SET replaced_at = $2 WHERE secret_digest = $1")
        .bind(secret.digest())
        .bind(now)
        .execute(&mut *transaction)
        .await?;
    sqlx::query(
        "INSERT INTO staff_session_secrets (secret_digest, session_id, issued_at)
         VALUES ($1, $2, $3)",
    )
    .bind(next.digest())
    .bind(presented.session_id)
    .bind(now)
    .execute(&mut *transaction)
    .await?;
    sqlx::query(
        "UPDATE staff_sessions SET last_used_at = $2, expires_at = $3 WHERE session_id = $1",
    )
    .bind(presented.session_id)
    .bind(now)
    .bind(settings.expiry_from(now))
    .execute(&mut *transaction)
    .await?;
    transaction.commit().await?;
    Ok(Some(Renewed {
        session_id: presented.session_id,
        account_id: presented.account_id,
        login,
        preferred_language: Language::parse(&language).unwrap_or_default(),
        credentials_version: presented.credentials_version,
        secret: next,
    }))
}

/// Ends the session `secret` belongs to, whichever of its secrets it is.
pub(crate) async fn sign_out(
    pool: &PgPool,
    secret: &SessionSecret,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE staff_sessions SET ended_at = $2, ended_because = $3
          WHERE ended_at IS NULL
            AND session_id = (SELECT session_id FROM staff_session_secrets
                               WHERE secret_digest = $1)",
    )
    .bind(secret.digest())
    .bind(now)
    .bind(Ending::SignedOut.as_str())
    .execute(pool)
    .await?;
    Ok(())
}

/// Ends every session of an account, on every device.
pub(crate) async fn sign_out_everywhere(
    pool: &PgPool,
    account_id: &str,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE staff_sessions SET ended_at = $2, ended_because = $3
          WHERE account_id = $1 AND ended_at IS NULL",
    )
    .bind(account_id)
    .bind(now)
    .bind(Ending::CredentialsChanged.as_str())
    .execute(pool)
    .await?;
    Ok(())
}

/// Lets the session in which the password was just changed go on under the new credentials
/// version, while every other session of the account ends at its next renewal.
pub(crate) async fn follow_password_change(
    pool: &PgPool,
    session_id: Uuid,
    credentials_version: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE staff_sessions SET credentials_version = $2
          WHERE session_id = $1 AND ended_at IS NULL",
    )
    .bind(session_id)
    .bind(credentials_version)
    .execute(pool)
    .await?;
    Ok(())
}

/// When the scheduler forgets old sessions (cron with seconds, UTC): nightly, at twenty to five.
pub const NIGHTLY: &str = "0 40 4 * * *";

/// The scheduler's nightly run: logs what it did, and a failure, which the next night retries.
pub async fn nightly(state: &CommandState) {
    match sweep(&state.pool, Utc::now()).await {
        Ok(0) => {}
        Ok(forgotten) => tracing::info!(forgotten, "forgot staff sessions long over"),
        Err(error) => tracing::error!(%error, "staff sessions long over were not forgotten"),
    }
}

/// Forgets sessions that ended or expired more than a day ago, with their secrets.
pub async fn sweep(pool: &PgPool, now: DateTime<Utc>) -> Result<u64, sqlx::Error> {
    let swept = sqlx::query(
        "DELETE FROM staff_sessions
          WHERE coalesce(ended_at, expires_at) < $1 - interval '1 day'",
    )
    .bind(now)
    .execute(pool)
    .await?;
    Ok(swept.rows_affected())
}

async fn end_in(
    transaction: &mut sqlx::PgConnection,
    session_id: Uuid,
    ending: Ending,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE staff_sessions SET ended_at = $2, ended_because = $3 WHERE session_id = $1",
    )
    .bind(session_id)
    .bind(now)
    .bind(ending.as_str())
    .execute(transaction)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_64_hex_digits_and_differ() {
        let (one, two) = (SessionSecret::generate(), SessionSecret::generate());
        assert_eq!(one.0.len(), 64);
        assert!(one.0.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(one.0, two.0);
        assert!(!format!("{one:?}").contains(&one.0));
    }

    #[test]
    fn the_cookie_is_for_the_session_routes_only_and_secure_over_https() {
        let secret = SessionSecret("ab".repeat(32));
        let plain = SessionSettings::default().cookie(&secret);
        assert_eq!(
            plain.to_str().unwrap(),
            format!(
                "staff_session={}; Path=/api/session; Max-Age=1209600; HttpOnly; SameSite=Strict",
                "ab".repeat(32)
            )
        );
        let https = SessionSettings {
            secure: true,
            ..SessionSettings::default()
        };
        assert!(https
            .removal()
            .to_str()
            .unwrap()
            .ends_with("Max-Age=0; HttpOnly; SameSite=Strict; Secure"));
    }

    #[test]
    fn the_secret_is_read_from_its_own_cookie_only() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            "XSRF-TOKEN=1; staff_session=; x=2".parse().unwrap(),
        );
        assert!(SessionSecret::from_request(&headers).is_none());
        headers.insert(
            header::COOKIE,
            "XSRF-TOKEN=1; staff_session=abc".parse().unwrap(),
        );
        assert_eq!(SessionSecret::from_request(&headers).unwrap().0, "abc");
    }
}
