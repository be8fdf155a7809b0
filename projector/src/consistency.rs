//! The consistency check (DESIGN §3, nightly): each projection is rebuilt from the events alone
//! into a shadow schema and compared row by row with its live tables. A difference means a
//! projection wrote something its events do not explain (a bug, or a hand edit of a read
//! table), which an incremental projector would never notice on its own.
//!
//! The check runs in one REPEATABLE READ transaction, so the live rows and the checkpoints it
//! compares against are one consistent picture, replays each projection up to its own
//! checkpoint, and is rolled back at the end: the shadow schema never outlives it, and nothing
//! live is locked or written. Only the result is stored, in `consistency_checks`.
//!
//! A difference names its row by the table's primary key and a digest of the row, never by
//! what the row holds: the check runs beside the nightly erasure, and a projection that has not
//! applied an erasure yet still holds the visitor's words, which must not reach the check's
//! record, the log or health. Such a projection is not compared at all until it has caught up
//! past the newest erasure; it is named among the skipped and checked the next time.

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
    /// The row's primary key columns and their values (ids, never a visitor's words).
    pub key: serde_json::Value,
    /// SHA-256 of the whole row as JSON, hex: the two sides of a changed row differ in it.
    pub digest: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub checked_at: DateTime<Utc>,
    pub differences: Vec<Difference>,
    /// Projections not compared: they had not yet applied the newest erasure.
    pub skipped: Vec<String>,
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
    let newest_erasure: i64 = sqlx::query_scalar(
        "SELECT coalesce(max(global_position), 0) FROM events WHERE aggregate_type = $1",
    )
    .bind(events::erasure::AGGREGATE_TYPE)
    .fetch_one(&mut *tx)
    .await?;
    let mut differences = Vec::new();
    let mut skipped = Vec::new();
    for projection in subscribers
        .iter()
        .filter(|subscriber| subscriber.kind() == SubscriberKind::Projection)
    {
        match check(&mut tx, projection.as_ref(), &live, newest_erasure).await? {
            Some(found) => differences.extend(found),
            None => skipped.push(projection.name().to_owned()),
        }
    }
    tx.rollback().await?;

    for difference in &differences {
        tracing::error!(
            projection = %difference.projection,
            table = %difference.table,
            side = %difference.side,
            key = %difference.key,
            digest = %difference.digest,
            "consistency check: a read row differs from what the events produce"
        );
    }
    let report = Report {
        checked_at,
        differences,
        skipped,
    };
    sqlx::query(
        "INSERT INTO consistency_checks (checked_at, differences, skipped) VALUES ($1, $2, $3)",
    )
    .bind(report.checked_at)
    .bind(serde_json::to_value(&report.differences).map_err(Error::Decode)?)
    .bind(&report.skipped)
    .execute(pool)
    .await?;
    tracing::info!(
        differences = report.differences.len(),
        skipped = ?report.skipped,
        "consistency check finished"
    );
    Ok(Some(report))
}

/// Rebuilds one projection's tables in the shadow schema up to its checkpoint and compares;
/// `None` when its checkpoint is still before `newest_erasure`.
async fn check(
    tx: &mut Transaction<'_, Postgres>,
    projection: &dyn Subscriber,
    live: &str,
    newest_erasure: i64,
) -> Result<Option<Vec<Difference>>, Error> {
    let name = projection.name();
    let Some(position) =
        sqlx::query_scalar::<_, i64>("SELECT position FROM projection_checkpoints WHERE name = $1")
            .bind(name)
            .fetch_optional(&mut **tx)
            .await?
    else {
        // Never run: nothing live to compare with.
        return Ok(Some(Vec::new()));
    };
    if position < newest_erasure {
        return Ok(None);
    }
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
    let replayed = feed::replay(tx, projection, position, REPLAY_BATCH).await;
    set_search_path(tx, live).await?;
    replayed?;

    let mut differences = Vec::new();
    for table in projection.tables() {
        let key = key_of(tx, live, table).await?;
        let only_in = |side: &str, one: &str, other: &str| {
            format!(
                "SELECT '{side}', {key}, \
                        encode(sha256(convert_to(to_jsonb(t)::text, 'UTF8')), 'hex') \
                   FROM (SELECT * FROM {one}.{table} EXCEPT ALL SELECT * FROM {other}.{table}) t"
            )
        };
        let rows: Vec<(String, serde_json::Value, String)> = sqlx::query_as(&format!(
            "{} UNION ALL {}",
            only_in("live", live, SHADOW),
            only_in("rebuilt", SHADOW, live)
        ))
        .fetch_all(&mut **tx)
        .await?;
        differences.extend(rows.into_iter().map(|(side, key, digest)| Difference {
            projection: name.to_owned(),
            table: (*table).to_owned(),
            side,
            key,
            digest,
        }));
    }
    Ok(Some(differences))
}

/// The SQL that makes a JSON object of the primary key columns of a row `t` of `table`
/// (`{}` for a table without a primary key).
async fn key_of(
    tx: &mut Transaction<'_, Postgres>,
    live: &str,
    table: &str,
) -> Result<String, Error> {
    let columns: Vec<String> = sqlx::query_scalar(
        "SELECT a.attname::text FROM pg_index i \
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) \
          WHERE i.indrelid = $1::regclass AND i.indisprimary \
          ORDER BY array_position(i.indkey::int2[], a.attnum)",
    )
    .bind(format!("{live}.{table}"))
    .fetch_all(&mut **tx)
    .await?;
    let pairs: Vec<String> = columns
        .iter()
        .map(|column| format!("'{column}', t.{column}"))
        .collect();
    Ok(format!("jsonb_build_object({})", pairs.join(", ")))
}

async fn set_search_path(tx: &mut Transaction<'_, Postgres>, path: &str) -> Result<(), Error> {
    sqlx::query("SELECT set_config('search_path', $1, true)")
        .bind(path)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
