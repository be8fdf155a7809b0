//! A sign-in halfway: the password was right, and the account's second factor is awaited. The
//! page holds a random challenge for five minutes; the table keeps its digest, the account and
//! the wrong codes given against it, and a few wrong codes void it, so that a stranger who knows
//! the password cannot try codes beyond a handful per password typed.
//!
//! A passkey being added is held the same way (`auth::passkeys`). Also here: the
//! authenticator steps each account has used up, which make a code good once.

use chrono::{DateTime, Duration, Utc};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::PgPool;

/// How long the second step may take.
const LIFETIME: Duration = Duration::minutes(5);
/// Wrong codes against one challenge before it is void.
const FAILURES_ALLOWED: i16 = 5;

/// The challenge as the page holds it. Never printed.
pub struct Challenge(String);

impl Challenge {
    pub fn new(text: String) -> Challenge {
        Challenge(text)
    }

    /// 256 random bits, in hex.
    pub(crate) fn random() -> Challenge {
        let mut bytes = [0_u8; 32];
        rand::thread_rng().fill_bytes(&mut bytes);
        Challenge(bytes.iter().map(|byte| format!("{byte:02x}")).collect())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What the tables keep of it.
    pub(crate) fn digest(&self) -> Vec<u8> {
        Sha256::digest(self.0.as_bytes()).to_vec()
    }
}

impl std::fmt::Debug for Challenge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Challenge(***)")
    }
}

/// Whose sign-in a challenge continues.
#[derive(Debug, sqlx::FromRow)]
pub struct Pending {
    pub account_id: String,
    pub login: String,
    /// The passkey ceremony begun with the challenge, when the account has passkeys.
    pub passkey_ceremony: Option<serde_json::Value>,
}

/// Opens a challenge for `account_id`, whose password was just given right, with the state
/// of the passkey ceremony begun for it, if any.
pub(crate) async fn open(
    pool: &PgPool,
    account_id: &str,
    login: &str,
    passkey_ceremony: Option<serde_json::Value>,
    now: DateTime<Utc>,
) -> Result<Challenge, sqlx::Error> {
    let challenge = Challenge::random();
    // Expired challenges go as new ones come: the table holds minutes of sign-ins at most.
    sqlx::query("DELETE FROM sign_in_challenges WHERE expires_at <= $1")
        .bind(now)
        .execute(pool)
        .await?;
    sqlx::query(
        "INSERT INTO sign_in_challenges
                (challenge_digest, account_id, login, passkey_ceremony, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(challenge.digest())
    .bind(account_id)
    .bind(login)
    .bind(passkey_ceremony)
    .bind(now + LIFETIME)
    .execute(pool)
    .await?;
    Ok(challenge)
}

/// The sign-in `challenge` continues, while it is open.
pub(crate) async fn pending(
    pool: &PgPool,
    challenge: &Challenge,
    now: DateTime<Utc>,
) -> Result<Option<Pending>, sqlx::Error> {
    sqlx::query_as(
        "SELECT account_id, login, passkey_ceremony FROM sign_in_challenges
          WHERE challenge_digest = $1 AND expires_at > $2 AND failures < $3",
    )
    .bind(challenge.digest())
    .bind(now)
    .bind(FAILURES_ALLOWED)
    .fetch_optional(pool)
    .await
}

/// Counts a wrong code against `challenge`.
pub(crate) async fn fail(pool: &PgPool, challenge: &Challenge) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE sign_in_challenges SET failures = failures + 1 WHERE challenge_digest = $1",
    )
    .bind(challenge.digest())
    .execute(pool)
    .await?;
    Ok(())
}

/// Closes `challenge` once its sign-in is done. `false` if it was closed already: another
/// request with the same challenge won the race, and this one must not sign in too.
pub(crate) async fn close(pool: &PgPool, challenge: &Challenge) -> Result<bool, sqlx::Error> {
    let closed = sqlx::query("DELETE FROM sign_in_challenges WHERE challenge_digest = $1")
        .bind(challenge.digest())
        .execute(pool)
        .await?;
    Ok(closed.rows_affected() == 1)
}

/// The newest authenticator step `account_id` has used up, if any.
pub(crate) async fn last_step(pool: &PgPool, account_id: &str) -> Result<Option<u64>, sqlx::Error> {
    let step: Option<i64> =
        sqlx::query_scalar("SELECT last_step FROM authenticator_steps WHERE account_id = $1")
            .bind(account_id)
            .fetch_optional(pool)
            .await?;
    Ok(step.and_then(|step| u64::try_from(step).ok()))
}

/// Uses up every step of `account_id` through `step`, if `seen` (what [`last_step`] read) is
/// still the newest; `false` when another sign-in used a step meanwhile, and this one's code
/// may be that same code.
pub(crate) async fn use_up_steps(
    pool: &PgPool,
    account_id: &str,
    seen: Option<u64>,
    step: u64,
) -> Result<bool, sqlx::Error> {
    let as_stored = |step: u64| i64::try_from(step).unwrap_or(i64::MAX);
    let written = match seen {
        None => {
            sqlx::query(
                "INSERT INTO authenticator_steps (account_id, last_step) VALUES ($1, $2)
             ON CONFLICT (account_id) DO NOTHING",
            )
            .bind(account_id)
            .bind(as_stored(step))
            .execute(pool)
            .await?
        }
        Some(seen) => {
            sqlx::query(
                "UPDATE authenticator_steps SET last_step = $3
              WHERE account_id = $1 AND last_step = $2",
            )
            .bind(account_id)
            .bind(as_stored(seen))
            .bind(as_stored(step))
            .execute(pool)
            .await?
        }
    };
    Ok(written.rows_affected() == 1)
}
