//! What the command side reads from the `admin_accounts` read table, which the projector keeps.
//! Only lookups that steer a command live here; the account itself is the aggregate.

use sqlx::PgPool;

/// The id of the account signing in with `login`.
pub(crate) async fn id_by_login(pool: &PgPool, login: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT account_id FROM admin_accounts WHERE login = $1")
        .bind(login)
        .fetch_optional(pool)
        .await
}

/// Whether an account other than `except_account` already signs in with `login`.
pub(crate) async fn login_taken(
    pool: &PgPool,
    login: &str,
    except_account: Option<&str>,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM admin_accounts
                         WHERE login = $1 AND account_id IS DISTINCT FROM $2)",
    )
    .bind(login)
    .bind(except_account)
    .fetch_one(pool)
    .await
}

/// The current login and credentials version of an account, as the admin guard checks them.
pub(crate) async fn credentials(
    pool: &PgPool,
    account_id: &str,
) -> Result<Option<(String, i32)>, sqlx::Error> {
    sqlx::query_as("SELECT login, credentials_version FROM admin_accounts WHERE account_id = $1")
        .bind(account_id)
        .fetch_optional(pool)
        .await
}
