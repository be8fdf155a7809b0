//! All SQL on `projection_checkpoints`. The engine writes it; a health endpoint or a
//! read-your-writes wait may read it through [`load`] and [`load_all`].

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

use crate::{Error, Subscriber};

/// The channel on which every committed batch that applied events is announced as
/// `<name>:<applied position>`, so whoever keeps what a read model held (the public cache)
/// learns at once that it changed.
pub const PROGRESS_CHANNEL: &str = "projection_progress";

/// A subscriber's row, as a health endpoint shows it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Checkpoint {
    pub name: String,
    /// The global position of the last event applied; 0 before the first.
    pub position: i64,
    /// `projection` or `reactor`.
    pub kind: String,
    pub updated_at: DateTime<Utc>,
    /// Why the subscriber is stopped, if it is.
    pub last_error: Option<String>,
}

pub async fn load(pool: &PgPool, name: &str) -> Result<Option<Checkpoint>, Error> {
    let checkpoint = sqlx::query_as::<_, Checkpoint>(
        "SELECT name, position, kind, updated_at, last_error \
         FROM projection_checkpoints WHERE name = $1",
    )
    .bind(name)
    .fetch_optional(pool)
    .await?;
    Ok(checkpoint)
}

pub async fn load_all(pool: &PgPool) -> Result<Vec<Checkpoint>, Error> {
    let checkpoints = sqlx::query_as::<_, Checkpoint>(
        "SELECT name, position, kind, updated_at, last_error \
         FROM projection_checkpoints ORDER BY name",
    )
    .fetch_all(pool)
    .await?;
    Ok(checkpoints)
}

/// Creates the subscriber's row at position 0 the first time it runs, and records what it
/// handles (kept current, since a new version of the code may handle more).
pub(crate) async fn register(pool: &PgPool, subscriber: &dyn Subscriber) -> Result<(), Error> {
    let handles = subscriber.handles();
    sqlx::query(
        "INSERT INTO projection_checkpoints (name, position, kind, aggregate_types, event_types) \
         VALUES ($1, 0, $2, $3, $4) \
         ON CONFLICT (name) DO UPDATE \
            SET aggregate_types = EXCLUDED.aggregate_types, event_types = EXCLUDED.event_types \
          WHERE projection_checkpoints.aggregate_types IS DISTINCT FROM EXCLUDED.aggregate_types \
             OR projection_checkpoints.event_types IS DISTINCT FROM EXCLUDED.event_types",
    )
    .bind(subscriber.name())
    .bind(subscriber.kind().as_str())
    .bind(handles.aggregate_types)
    .bind(handles.event_types)
    .execute(pool)
    .await?;
    Ok(())
}

/// The current position, without a lock: for reactors, whose leader alone moves it.
pub(crate) async fn position(pool: &PgPool, name: &'static str) -> Result<i64, Error> {
    let position: Option<i64> =
        sqlx::query_scalar("SELECT position FROM projection_checkpoints WHERE name = $1")
            .bind(name)
            .fetch_optional(pool)
            .await?;
    position.ok_or_else(|| Error::MissingRow {
        table: "projection_checkpoints",
        key: name.to_owned(),
    })
}

/// The current position, with the row locked until the transaction ends. Whoever else works on
/// this subscriber at the same time (a CLI catch-up beside a running server, a rebuild) waits
/// here and then reads the position this transaction leaves, instead of applying the same events
/// a second time and tripping over the rows they wrote.
pub(crate) async fn lock(conn: &mut PgConnection, name: &'static str) -> Result<i64, Error> {
    let position: Option<i64> = sqlx::query_scalar(
        "SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE",
    )
    .bind(name)
    .fetch_optional(conn)
    .await?;
    position.ok_or_else(|| Error::MissingRow {
        table: "projection_checkpoints",
        key: name.to_owned(),
    })
}

/// Moves the checkpoint from `from` to `to` and clears any recorded error; `applied` is the
/// last event applied on the way, if any was (the others were passed by). Compare-and-set on
/// the old position: `false` means someone else moved it, and the caller must roll back.
pub(crate) async fn advance(
    conn: &mut PgConnection,
    name: &'static str,
    from: i64,
    to: i64,
    applied: Option<i64>,
) -> Result<bool, Error> {
    let updated = sqlx::query(
        "UPDATE projection_checkpoints \
         SET position = $3, applied_position = coalesce($4, applied_position), \
             last_error = NULL, updated_at = now() \
         WHERE name = $1 AND position = $2",
    )
    .bind(name)
    .bind(from)
    .bind(to)
    .bind(applied)
    .execute(conn)
    .await?;
    Ok(updated.rows_affected() == 1)
}

/// Clears the error of a subscriber that has reached the head: the cause (say, a database that
/// was down) is gone even though no new event came to prove it by advancing.
pub(crate) async fn clear_error(conn: &mut PgConnection, name: &'static str) -> Result<(), Error> {
    sqlx::query(
        "UPDATE projection_checkpoints SET last_error = NULL, updated_at = now() \
         WHERE name = $1 AND last_error IS NOT NULL",
    )
    .bind(name)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records why the subscriber stopped. Runs on its own, after the batch rolled back, so the
/// message survives the rollback.
pub(crate) async fn record_error(
    pool: &PgPool,
    name: &'static str,
    message: &str,
) -> Result<(), Error> {
    sqlx::query(
        "UPDATE projection_checkpoints SET last_error = $2, updated_at = now() WHERE name = $1",
    )
    .bind(name)
    .bind(message)
    .execute(pool)
    .await?;
    Ok(())
}

/// Queues the `<name>:<applied position>` notification. Sent inside the batch's transaction because
/// PostgreSQL delivers it only on commit: a listener never hears of a position it cannot see,
/// and a crash between commit and notify cannot lose it.
pub(crate) async fn announce(
    conn: &mut PgConnection,
    name: &'static str,
    position: i64,
) -> Result<(), Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(PROGRESS_CHANNEL)
        .bind(format!("{name}:{position}"))
        .execute(conn)
        .await?;
    Ok(())
}
