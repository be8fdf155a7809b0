//! The consistency check (DESIGN §3, nightly): each projection is rebuilt from the events alone
//! into a shadow schema and compared row by row with its live tables. A difference means a
//! projection wrote something its events do not explain (a bug, or a hand edit of a read
//! table), which an incremental projector would never notice on its own.
//!
//! The check runs in one REPEATABLE READ transaction, so the live rows and the checkpoints it
//! compares against are one consistent picture, replays each projection up to its own
//! checkpoint, and is rolled back at the end: the shadow schema never outlives it, and nothing
//! live is locked or written. Only the result is stored, in `consistency_checks`.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::{PgPool, Postgres, Transaction};

use crate::{feed, Error, Subscriber, SubscriberKind};

/// The schema the shadow tables live in, for the length of the check's transaction.
const SHADOW: &str = "consistency_shadow";

/// One advisory lock for the check across every instance (one-bigint key space, apart from the
/// event store's position lock and the leadership locks).
const CHECK_LOCK: i64 = 7_200_415;

const REPLAY_BATCH: i64 = 500;

/// A row found on one side only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Difference {
    pub projection: String,
    pub table: String,
    /// `live` for a row only the live table has, `rebuilt` for one only the events produce.
    pub side: String,
    pub row: serde_json::Value,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub checked_at: DateTime<Utc>,
    pub differences: Vec<Difference>,
}

impl Report {
    pub fn is_clean(&self) -> bool {
        self.differences.is_empty()
    }
}

/// Checks every projection among `subscribers`, records the result and logs each difference.
/// `None` when another instance is checking right now.
pub async fn verify(
    pool: &PgPool,
    subscribers: &[Arc<dyn Subscriber>],
) -> Result<Option<Report>, Error> {
    let mut tx = pool.begin().await?;
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        .execute(&mut *tx)
        .await?;
    let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)")
        .bind(CHECK_LOCK)
        .fetch_one(&mut *tx)
        .await?;
    if !locked {
        return Ok(None);
    }
    let checked_at: DateTime<Utc> = sqlx::query_scalar("SELECT now()")
        .fetch_one(&mut *tx)
        .await?;
    let live: String = sqlx::query_scalar("SELECT current_schema()")
        .fetch_one(&mut *tx)
        .await?;
    sqlx::query(&format!("CREATE SCHEMA {SHADOW}"))
        .execute(&mut *tx)
        .await?;
    let mut differences = Vec::new();
    for projection in subscribers
        .iter()
        .filter(|subscriber| subscriber.kind() == SubscriberKind::Projection)
    {
        differences.extend(check(&mut tx, projection.as_ref(), &live).await?);
    }
    tx.rollback().await?;

    for difference in &differences {
        tracing::error!(
            projection = %difference.projection,
            table = %difference.table,
            side = %difference.side,
            row = %difference.row,
            "consistency check: a read row differs from what the events produce"
        );
    }
    let report = Report {
        checked_at,
        differences,
    };
    sqlx::query("INSERT INTO consistency_checks (checked_at, differences) VALUES ($1, $2)")
        .bind(report.checked_at)
        .bind(serde_json::to_value(&report.differences).map_err(Error::Decode)?)
        .execute(pool)
        .await?;
    tracing::info!(
        differences = report.differences.len(),
        "consistency check finished"
    );
    Ok(Some(report))
}

/// Rebuilds one projection's tables in the shadow schema up to its checkpoint and compares.
async fn check(
    tx: &mut Transaction<'_, Postgres>,
    projection: &dyn Subscriber,
    live: &str,
) -> Result<Vec<Difference>, Error> {
    let name = projection.name();
    let Some(position) =
        sqlx::query_scalar::<_, i64>("SELECT position FROM projection_checkpoints WHERE name = $1")
            .bind(name)
            .fetch_optional(&mut **tx)
            .await?
    else {
        // Never run: nothing live to compare with.
        return Ok(Vec::new());
    };
    for table in projection.tables() {
        sqlx::query(&format!(
            "CREATE TABLE {SHADOW}.{table} (LIKE {live}.{table} INCLUDING ALL)"
        ))
        .execute(&mut **tx)
        .await?;
    }
    // The projection's unqualified table names now reach the shadow tables; the event store
    // (and anything else) is still found in the live schema behind it.
    set_search_path(tx, &format!("{SHADOW}, {live}")).await?;
    let replayed = feed::replay(tx, projection, Some(position), REPLAY_BATCH).await;
    set_search_path(tx, live).await?;
    replayed?;

    let mut differences = Vec::new();
    for table in projection.tables() {
        let rows: Vec<(String, serde_json::Value)> = sqlx::query_as(&format!(
            "SELECT 'live', to_jsonb(t) FROM \
               (SELECT * FROM {live}.{table} EXCEPT ALL SELECT * FROM {SHADOW}.{table}) t \
             UNION ALL \
             SELECT 'rebuilt', to_jsonb(t) FROM \
               (SELECT * FROM {SHADOW}.{table} EXCEPT ALL SELECT * FROM {live}.{table}) t"
        ))
        .fetch_all(&mut **tx)
        .await?;
        differences.extend(rows.into_iter().map(|(side, row)| Difference {
            projection: name.to_owned(),
            table: (*table).to_owned(),
            side,
            row,
        }));
    }
    Ok(differences)
}

async fn set_search_path(tx: &mut Transaction<'_, Postgres>, path: &str) -> Result<(), Error> {
    sqlx::query("SELECT set_config('search_path', $1, true)")
        .bind(path)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
