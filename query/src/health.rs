//! Liveness and readiness. Readiness fails (503) only for what makes the site wrong: a database
//! it cannot reach, or a projection stopped on an event it cannot apply. Mail waiting for an
//! SMTP server, a projection that is merely behind, a difference found by the consistency
//! check or a failed backup are reported for people to act on, but a load balancer must not take the site out of
//! service over them.

use axum::{
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use chrono::{DateTime, Utc};
use events::contact_message::ContactMessageEvent;
use events::dog_request::DogRequestEvent;
use events::staff_mail::StaffMailEvent;
use events::StoredEvents;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

/// The reactor that mails dog requests and contact messages to staff, as the projector names it.
const STAFF_MAIL: &str = "staff_mail";
/// Differences of the consistency check listed for staff; the log has them all.
const DIFFERENCES_SHOWN: usize = 20;

/// What anyone may read: the state and the figures. Nothing here repeats what an error, a mail
/// server or a read row said, since those can name a visitor; staff read that in [`HealthDetails`].
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    /// `ok` when the database answers and no projection is stuck on an event.
    pub status: &'static str,
    pub database: &'static str,
    /// Global position of the newest event in the store.
    pub head_position: i64,
    pub subscribers: Vec<SubscriberHealth>,
    /// Projections with events still to apply; a command answered meanwhile names them in its
    /// `X-Read-Models-Lagging` header.
    pub lagging: Vec<String>,
    pub mail: MailHealth,
    /// The newest consistency check, if one has run.
    pub consistency: Option<ConsistencyHealth>,
    /// The newest backup run, if one has run.
    pub backup: Option<BackupHealth>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriberHealth {
    pub name: String,
    pub kind: String,
    pub position: i64,
    /// Events in the store this subscriber reads and has not handled yet.
    pub lag: i64,
    /// Whether it is held up by an error (staff read which in the details).
    pub failing: bool,
    pub updated_at: DateTime<Utc>,
}

/// Staff mail: waiting is normal while SMTP is down or not configured, and not a failure.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailHealth {
    /// Dog requests and contact messages whose mail has not gone out yet.
    pub waiting: i64,
    /// Mail the SMTP server refused for good; the requests are kept.
    pub parked: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsistencyHealth {
    pub checked_at: DateTime<Utc>,
    /// Rows found differing between a live table and its rebuild from the events.
    pub difference_count: usize,
    /// Projections left out: they had not applied the newest erasure yet.
    pub skipped: Vec<String>,
}

/// Backups: a failed one is reported for people to act on (the settings page says why), while
/// the site serves as before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupHealth {
    /// When the newest run finished.
    pub last_run_at: DateTime<Utc>,
    /// Whether the newest run failed.
    pub failed: bool,
    /// When the newest backup that worked finished, and its size in bytes.
    pub last_taken_at: Option<DateTime<Utc>>,
    pub last_bytes: Option<i64>,
}

/// What signed-in staff read besides the figures: why a subscriber or the mail is held up, and
/// which rows the consistency check found differing.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HealthDetails {
    #[serde(flatten)]
    pub health: Health,
    /// Per subscriber held up by an error, the error.
    pub errors: Vec<SubscriberError>,
    /// The first differences of the newest consistency check: `{projection, table, side, key,
    /// digest}`, the row named by its primary key.
    #[schema(value_type = Vec<Object>)]
    pub differences: Vec<serde_json::Value>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriberError {
    pub name: String,
    pub last_error: String,
}

/// Liveness: answers while the process serves requests, whatever the database does.
#[utoipa::path(get, path = "/health/live", tag = "health",
    responses((status = 200, description = "The process serves requests")))]
pub async fn live() -> StatusCode {
    StatusCode::OK
}

/// Readiness: the database, every projector subscriber, staff mail and the consistency check,
/// as figures. Answers 503 only when the database is unreachable or a projection has stopped on
/// an event it cannot apply.
#[utoipa::path(get, path = "/health", tag = "health",
    responses((status = 200, body = Health), (status = 503, body = Health)))]
pub async fn health(State(pool): State<PgPool>) -> Response {
    match read(&pool).await {
        Ok((health, _)) => (readiness(&health), Json(health)).into_response(),
        Err(cause) => {
            tracing::error!(error = %cause, "health check cannot reach the database");
            out_of_reach(Json(unreachable()))
        }
    }
}

/// The health page for staff: the figures and what held each part up.
#[utoipa::path(get, path = "/health", tag = "health",
    responses((status = 200, body = HealthDetails), (status = 503, body = HealthDetails)),
    security(("bearer" = [])))]
pub async fn details(State(pool): State<PgPool>) -> Response {
    let details = async {
        let (health, errors) = read(&pool).await?;
        let differences: Option<sqlx::types::Json<Vec<serde_json::Value>>> = sqlx::query_scalar(
            "SELECT differences FROM consistency_checks ORDER BY id DESC LIMIT 1",
        )
        .fetch_optional(&pool)
        .await?;
        Ok::<_, sqlx::Error>(HealthDetails {
            health,
            errors,
            differences: differences
                .map(|list| list.0.into_iter().take(DIFFERENCES_SHOWN).collect())
                .unwrap_or_default(),
        })
    };
    match details.await {
        Ok(details) => (readiness(&details.health), Json(details)).into_response(),
        Err(cause) => {
            tracing::error!(error = %cause, "health check cannot reach the database");
            let details = HealthDetails {
                health: unreachable(),
                errors: Vec::new(),
                differences: Vec::new(),
            };
            out_of_reach(Json(details))
        }
    }
}

/// 503 with `Retry-After`, as every route answers while the database cannot be reached.
fn out_of_reach(body: impl IntoResponse) -> Response {
    let retry_after = [(header::RETRY_AFTER, errors::RETRY_AFTER_SECONDS.to_string())];
    (StatusCode::SERVICE_UNAVAILABLE, retry_after, body).into_response()
}

fn readiness(health: &Health) -> StatusCode {
    if health.status == "ok" {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    }
}

fn unreachable() -> Health {
    Health {
        status: "unavailable",
        database: "unreachable",
        head_position: 0,
        subscribers: Vec::new(),
        lagging: Vec::new(),
        mail: MailHealth::default(),
        consistency: None,
        backup: None,
    }
}

/// The figures alone, for the metrics page.
pub async fn figures(pool: &PgPool) -> Result<Health, sqlx::Error> {
    Ok(read(pool).await?.0)
}

/// A subscriber's checkpoint: name, kind, position, lag, error and when it last changed.
type CheckpointRow = (String, String, i64, i64, Option<String>, DateTime<Utc>);

/// The figures, and each subscriber's error, read from the same rows so the two agree.
async fn read(pool: &PgPool) -> Result<(Health, Vec<SubscriberError>), sqlx::Error> {
    let head_position: i64 =
        sqlx::query_scalar("SELECT coalesce(max(global_position), 0) FROM events")
            .fetch_one(pool)
            .await?;
    // A subscriber moves past the events it does not read only when it next looks (woken by
    // one it reads, or by its poll), so only those it reads count as lag.
    let rows: Vec<CheckpointRow> = sqlx::query_as(
        "SELECT name, kind, position,
                (SELECT count(*) FROM events e
                  WHERE e.global_position > c.position
                    AND subscriber_reads(c.aggregate_types, c.event_types,
                                         e.aggregate_type, e.event_type)),
                last_error, updated_at
           FROM projection_checkpoints c ORDER BY name",
    )
    .fetch_all(pool)
    .await?;
    let mut subscribers = Vec::with_capacity(rows.len());
    let mut errors = Vec::new();
    for (name, kind, position, lag, last_error, updated_at) in rows {
        if let Some(last_error) = &last_error {
            errors.push(SubscriberError {
                name: name.clone(),
                last_error: last_error.clone(),
            });
        }
        subscribers.push(SubscriberHealth {
            name,
            kind,
            position,
            lag,
            failing: last_error.is_some(),
            updated_at,
        });
    }
    let projections = || subscribers.iter().filter(|s| s.kind == "projection");
    let stuck = projections().any(|s| s.failing);
    let lagging = projections()
        .filter(|s| s.lag > 0)
        .map(|s| s.name.clone())
        .collect();
    let health = Health {
        status: if stuck { "degraded" } else { "ok" },
        database: "ok",
        head_position,
        lagging,
        mail: mail(pool, &subscribers).await?,
        consistency: consistency(pool).await?,
        backup: backup(pool).await?,
        subscribers,
    };
    Ok((health, errors))
}

async fn mail(pool: &PgPool, subscribers: &[SubscriberHealth]) -> Result<MailHealth, sqlx::Error> {
    // Before the mail reactor first ran, every request is waiting.
    let position = subscribers
        .iter()
        .find(|s| s.name == STAFF_MAIL)
        .map_or(0, |s| s.position);
    let (waiting, parked): (i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE ((aggregate_type = $1 AND event_type = 'DogRequestReceived')
                                     OR (aggregate_type = $4 AND event_type = 'ContactMessageReceived'))
                                  AND global_position > $2),
                count(*) FILTER (WHERE aggregate_type = $3)
           FROM events WHERE aggregate_type IN ($1, $3, $4)",
    )
    .bind(DogRequestEvent::AGGREGATE_TYPE)
    .bind(position)
    .bind(StaffMailEvent::AGGREGATE_TYPE)
    .bind(ContactMessageEvent::AGGREGATE_TYPE)
    .fetch_one(pool)
    .await?;
    Ok(MailHealth { waiting, parked })
}

async fn consistency(pool: &PgPool) -> Result<Option<ConsistencyHealth>, sqlx::Error> {
    let latest: Option<(DateTime<Utc>, i32, Vec<String>)> = sqlx::query_as(
        "SELECT checked_at, jsonb_array_length(differences), skipped
           FROM consistency_checks ORDER BY id DESC LIMIT 1",
    )
    .fetch_optional(pool)
    .await?;
    Ok(
        latest.map(|(checked_at, count, skipped)| ConsistencyHealth {
            checked_at,
            difference_count: usize::try_from(count).unwrap_or_default(),
            skipped,
        }),
    )
}

async fn backup(pool: &PgPool) -> Result<Option<BackupHealth>, sqlx::Error> {
    let newest: Option<(DateTime<Utc>, bool)> = sqlx::query_as(
        "SELECT finished_at, error IS NOT NULL FROM backup_runs ORDER BY started_at DESC LIMIT 1",
    )
    .fetch_optional(pool)
    .await?;
    let Some((last_run_at, failed)) = newest else {
        return Ok(None);
    };
    let taken: Option<(DateTime<Utc>, Option<i64>)> = sqlx::query_as(
        "SELECT finished_at, bytes FROM backup_runs WHERE error IS NULL
          ORDER BY started_at DESC LIMIT 1",
    )
    .fetch_optional(pool)
    .await?;
    Ok(Some(BackupHealth {
        last_run_at,
        failed,
        last_taken_at: taken.map(|(at, _)| at),
        last_bytes: taken.and_then(|(_, bytes)| bytes),
    }))
}
