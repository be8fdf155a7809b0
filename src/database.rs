use std::time::Duration;

use anyhow::Context;
use sqlx::migrate::MigrateDatabase;
use sqlx::{postgres::PgPoolOptions, PgPool, Postgres};

use crate::config::Secret;

/// A pool with timeouts, so a database that is down fails requests quickly instead of hanging
/// them (postgres-es's default pool has none and panics on failure).
pub async fn connect(url: &Secret) -> anyhow::Result<PgPool> {
    PgPoolOptions::new()
        .max_connections(16)
        .min_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .idle_timeout(Duration::from_secs(10 * 60))
        .connect(url.expose())
        .await
        .context("cannot connect to PostgreSQL (is DATABASE_URL right and the server running?)")
}

/// Brings the schema up to date. Safe with several instances: sqlx takes an advisory lock.
pub async fn migrate(pool: &PgPool) -> anyhow::Result<()> {
    sqlx::migrate!("./migrations")
        .run(pool)
        .await
        .context("cannot migrate the database")
}

/// Brings the schema up to `version` and no further: a restore copies a backup's tables into
/// the schema they were taken from, and the newer migrations then carry them forward as they
/// carried every other database.
pub async fn migrate_to(pool: &PgPool, version: i64) -> anyhow::Result<()> {
    let mut migrator = sqlx::migrate!("./migrations");
    // `migrations` is public but undocumented in sqlx 0.8; the lock file pins the version.
    migrator.migrations = migrator
        .iter()
        .filter(|migration| migration.version <= version)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    migrator
        .run(pool)
        .await
        .with_context(|| format!("cannot migrate the database to {version}"))
}

/// The version of the newest migration this program knows.
pub fn newest_migration() -> i64 {
    sqlx::migrate!("./migrations")
        .iter()
        .map(|migration| migration.version)
        .max()
        .unwrap_or(0)
}

/// Creates the database named in `url` when it does not exist yet (a fresh machine), through
/// the server's maintenance database.
pub async fn create_if_missing(url: &Secret) -> anyhow::Result<()> {
    let url = url.expose();
    if Postgres::database_exists(url).await.context(
        "cannot reach the PostgreSQL server (is DATABASE_URL right and the server running?)",
    )? {
        return Ok(());
    }
    if let Err(error) = Postgres::create_database(url).await {
        // Another instance starting at the same moment may have created it first.
        if !Postgres::database_exists(url).await.unwrap_or(false) {
            return Err(error).context("cannot create the database DATABASE_URL names");
        }
    }
    tracing::info!("created the database");
    Ok(())
}

/// What every command that touches the data needs first: the database, created when missing,
/// with its schema up to date.
pub async fn prepare(url: &Secret) -> anyhow::Result<PgPool> {
    create_if_missing(url).await?;
    let pool = connect(url).await?;
    migrate(&pool).await?;
    Ok(pool)
}
