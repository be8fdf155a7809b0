//! The `admin_accounts` table: one row per staff account, with what sign-in and the admin guard
//! need (login, profile, credentials version, temporary block, second factor).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::admin_account::AdminAccountEvent;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "admin_accounts";

pub struct AdminAccounts;

#[async_trait]
impl Projection for AdminAccounts {
    type Event = AdminAccountEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, AdminAccountEvent>,
    ) -> Result<(), Error> {
        let id = stored.aggregate_id.as_str();
        let at = stored.recorded_at;
        let conn: &mut PgConnection = tx;
        match event {
            AdminAccountEvent::AdminAccountCreated {
                login,
                email,
                preferred_language,
                ..
            } => {
                sqlx::query(
                    "INSERT INTO admin_accounts \
                     (account_id, login, email, preferred_language, image_link, \
                      credentials_version, blocked_until, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, NULL, 0, NULL, $5, $5)",
                )
                .bind(id)
                .bind(login)
                .bind(email)
                .bind(preferred_language.value())
                .bind(at)
                .execute(conn)
                .await?;
                Ok(())
            }
            AdminAccountEvent::ProfileUpdated {
                login,
                email,
                preferred_language,
                image_link,
            } => {
                let updated = sqlx::query(
                    "UPDATE admin_accounts \
                     SET login = $2, email = $3, preferred_language = $4, image_link = $5, \
                         updated_at = $6 \
                     WHERE account_id = $1",
                )
                .bind(id)
                .bind(login)
                .bind(email)
                .bind(preferred_language.value())
                .bind(image_link)
                .bind(at)
                .execute(conn)
                .await?;
                expect_one(updated.rows_affected(), id)
            }
            AdminAccountEvent::PasswordChanged { .. }
            | AdminAccountEvent::SignedOutEverywhere { .. } => {
                let raised = "UPDATE admin_accounts \
                              SET credentials_version = credentials_version + 1, updated_at = $2 \
                              WHERE account_id = $1";
                update(conn, id, raised, at).await
            }
            AdminAccountEvent::AccountBlocked { until, .. } => {
                set_blocked_until(conn, id, Some(until), at).await
            }
            // A sign-in with the second factor lifts a lockout; so did every sign-in recorded
            // until sign-ins became staff sessions, a history to replay.
            AdminAccountEvent::SignedIn { .. } | AdminAccountEvent::LockoutLifted { .. } => {
                set_blocked_until(conn, id, None, at).await
            }
            AdminAccountEvent::AuthenticatorAdded { .. } => {
                let added = "UPDATE admin_accounts SET authenticator = true, updated_at = $2 \
                             WHERE account_id = $1";
                update(conn, id, added, at).await
            }
            // The recovery codes stand in for a factor and go with the last.
            AdminAccountEvent::AuthenticatorRemoved { .. } => {
                let removed = "UPDATE admin_accounts \
                               SET authenticator = false, updated_at = $2, \
                                   recovery_codes_left = CASE WHEN passkeys = '[]' THEN 0 \
                                                              ELSE recovery_codes_left END \
                               WHERE account_id = $1";
                update(conn, id, removed, at).await
            }
            AdminAccountEvent::PasskeyAdded {
                id: key, at: added, ..
            } => {
                let listed = serde_json::json!([{ "id": key, "addedAt": added }]);
                let updated = sqlx::query(
                    "UPDATE admin_accounts SET passkeys = passkeys || $2, updated_at = $3 \
                     WHERE account_id = $1",
                )
                .bind(id)
                .bind(listed)
                .bind(at)
                .execute(conn)
                .await?;
                expect_one(updated.rows_affected(), id)
            }
            AdminAccountEvent::PasskeyRemoved { id: key, .. } => {
                let updated = sqlx::query(
                    "UPDATE admin_accounts \
                     SET passkeys = kept.passkeys, updated_at = $3, \
                         recovery_codes_left = CASE WHEN kept.passkeys = '[]' AND NOT authenticator \
                                                    THEN 0 ELSE recovery_codes_left END \
                     FROM (SELECT coalesce(jsonb_agg(listed ORDER BY place), '[]') AS passkeys \
                             FROM admin_accounts, \
                                  jsonb_array_elements(passkeys) WITH ORDINALITY AS l(listed, place) \
                            WHERE account_id = $1 AND listed->>'id' <> $2) AS kept \
                     WHERE account_id = $1",
                )
                .bind(id)
                .bind(key)
                .bind(at)
                .execute(conn)
                .await?;
                expect_one(updated.rows_affected(), id)
            }
            AdminAccountEvent::RecoveryCodesIssued { digests, .. } => {
                let updated = sqlx::query(
                    "UPDATE admin_accounts SET recovery_codes_left = $2, updated_at = $3 \
                     WHERE account_id = $1",
                )
                .bind(id)
                .bind(i16::try_from(digests.len()).unwrap_or(i16::MAX))
                .bind(at)
                .execute(conn)
                .await?;
                expect_one(updated.rows_affected(), id)
            }
            AdminAccountEvent::RecoveryCodeUsed { .. } => {
                let used = "UPDATE admin_accounts \
                            SET recovery_codes_left = recovery_codes_left - 1, updated_at = $2 \
                            WHERE account_id = $1";
                update(conn, id, used, at).await
            }
            // Failed and refused sign-ins matter to the aggregate's block decision, not to
            // anything this table shows.
            AdminAccountEvent::SignInFailed { .. } | AdminAccountEvent::SignInRefused { .. } => {
                Ok(())
            }
        }
    }
}

async fn set_blocked_until(
    conn: &mut PgConnection,
    id: &str,
    until: Option<DateTime<Utc>>,
    at: DateTime<Utc>,
) -> Result<(), Error> {
    let updated = sqlx::query(
        "UPDATE admin_accounts SET blocked_until = $2, updated_at = $3 WHERE account_id = $1",
    )
    .bind(id)
    .bind(until)
    .bind(at)
    .execute(conn)
    .await?;
    expect_one(updated.rows_affected(), id)
}

/// Runs `statement`, which changes the account `$1` as of `$2`.
async fn update(
    conn: &mut PgConnection,
    id: &str,
    statement: &'static str,
    at: DateTime<Utc>,
) -> Result<(), Error> {
    let updated = sqlx::query(statement)
        .bind(id)
        .bind(at)
        .execute(conn)
        .await?;
    expect_one(updated.rows_affected(), id)
}

/// Every event after the first needs the row the first one created; without it the table and
/// the event store disagree, and going on would hide that.
fn expect_one(rows_affected: u64, id: &str) -> Result<(), Error> {
    if rows_affected == 1 {
        Ok(())
    } else {
        Err(Error::MissingRow {
            table: TABLE,
            key: id.to_owned(),
        })
    }
}
