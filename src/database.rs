use std::time::Duration;

use anyhow::Context;
use sqlx::{postgres::PgPoolOptions, PgPool};

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

/// Creates the database named in `url` when it does not exist yet (`make run` on a fresh
/// machine), connecting to the server's `postgres` database to do it.
pub async fn create_if_missing(url: &Secret) -> anyhow::Result<()> {
    use sqlx::postgres::PgConnectOptions;
    use sqlx::{ConnectOptions, Connection};

    let options: PgConnectOptions = url.expose().parse().context("DATABASE_URL is not valid")?;
    let name = options
        .get_database()
        .context("DATABASE_URL names no database")?
        .to_owned();
    let mut server = options
        .database("postgres")
        .connect()
        .await
        .context("cannot reach the PostgreSQL server")?;
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
            .bind(&name)
            .fetch_one(&mut server)
            .await?;
    if !exists {
        let quoted = name.replace('"', "\"\"");
        sqlx::query(&format!(r#"CREATE DATABASE "{quoted}""#))
            .execute(&mut server)
            .await
            .with_context(|| format!("cannot create database {name}"))?;
        tracing::info!(database = %name, "created database");
    }
    server.close().await?;
    Ok(())
}
