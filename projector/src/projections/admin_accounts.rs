//! The `admin_accounts` table: one row per staff account, with what sign-in and the admin guard
//! need (login, profile, credentials version, temporary block).

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
                let updated = sqlx::query(
                    "UPDATE admin_accounts \
                     SET credentials_version = credentials_version + 1, updated_at = $2 \
                     WHERE account_id = $1",
                )
                .bind(id)
                .bind(at)
                .execute(conn)
                .await?;
                expect_one(updated.rows_affected(), id)
            }
            AdminAccountEvent::AccountBlocked { until, .. } => {
                set_blocked_until(conn, id, Some(until), at).await
            }
            // Recorded until sign-ins became staff sessions; a history to replay, no more.
            AdminAccountEvent::SignedIn { .. } => set_blocked_until(conn, id, None, at).await,
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
