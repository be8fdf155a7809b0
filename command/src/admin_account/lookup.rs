//! What the command side reads from the `admin_accounts` read table, which the projector keeps.
//! Only lookups that steer a command live here; the account itself is the aggregate, and
//! whether a login is free is for `name_claims` to say, never for this table.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// The id of the account signing in with `login`.
pub(crate) async fn id_by_login(pool: &PgPool, login: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT account_id FROM admin_accounts WHERE login = $1")
        .bind(login)
        .fetch_optional(pool)
        .await
}

/// What the admin guard checks of a token's account and session: the account's login,
/// credentials version, lockout and second factor, and whether the session is still on.
#[derive(sqlx::FromRow)]
pub(crate) struct Credentials {
    pub login: String,
    pub credentials_version: i32,
    pub blocked_until: Option<DateTime<Utc>>,
    pub session_on: bool,
    /// An authenticator app or a passkey.
    pub second_factor: bool,
}

pub(crate) async fn credentials(
    pool: &PgPool,
    account_id: &str,
    session_id: Uuid,
) -> Result<Option<Credentials>, sqlx::Error> {
    sqlx::query_as(
        "SELECT login, credentials_version, blocked_until,
                authenticator OR passkeys <> '[]' AS second_factor,
                EXISTS (SELECT 1 FROM staff_sessions
                         WHERE session_id = $2 AND account_id = $1
                           AND ended_at IS NULL AND expires_at > now()) AS session_on
           FROM admin_accounts
          WHERE account_id = $1",
    )
    .bind(account_id)
    .bind(session_id)
    .fetch_optional(pool)
    .await
}
