//! What the command side reads from the `admin_accounts` read table, which the projector keeps.
//! Only lookups that steer a command live here; the account itself is the aggregate, and
//! whether a login is free is for `name_claims` to say, never for this table.

use sqlx::PgPool;

/// The id of the account signing in with `login`.
pub(crate) async fn id_by_login(pool: &PgPool, login: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT account_id FROM admin_accounts WHERE login = $1")
        .bind(login)
        .fetch_optional(pool)
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
