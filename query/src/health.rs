//! Liveness and readiness. Readiness fails (503) only for what makes the site wrong: a database
//! it cannot reach, or a projection stopped on an event it cannot apply. Mail waiting for an
//! SMTP server, a projection that is merely behind, or a difference found by the consistency
//! check are reported for people to act on, but a load balancer must not take the site out of
//! service over them.

use axum::{extract::State, http::StatusCode, Json};
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
/// Differences of the consistency check listed on the page; the log has them all.
const DIFFERENCES_SHOWN: usize = 20;

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
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct SubscriberHealth {
    pub name: String,
    pub kind: String,
    pub position: i64,
    /// Events in the store this subscriber has not handled yet.
    pub lag: i64,
    pub last_error: Option<String>,
    pub updated_at: DateTime<Utc>,
}

/// Staff mail: waiting is normal while SMTP is down or not configured, and not a failure.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailHealth {
    /// Dog requests and contact messages whose mail has not gone out yet.
    pub waiting: i64,
    /// Why the next one has not gone out, if it failed.
    pub last_error: Option<String>,
    /// Mail the SMTP server refused for good; the requests are kept.
    pub parked: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsistencyHealth {
    pub checked_at: DateTime<Utc>,
    /// Rows found differing between a live table and its rebuild from the events.
    pub difference_count: usize,
    /// The first of them: `{projection, table, side, row}`.
    #[schema(value_type = Vec<Object>)]
    pub differences: Vec<serde_json::Value>,
}

/// Liveness: answers while the process serves requests, whatever the database does.
#[utoipa::path(get, path = "/health/live", tag = "health",
    responses((status = 200, description = "The process serves requests")))]
pub async fn live() -> StatusCode {
    StatusCode::OK
}

/// Readiness: the database, every projector subscriber, staff mail and the consistency check.
/// Answers 503 only when the database is unreachable or a projection has stopped on an event it
/// cannot apply.
#[utoipa::path(get, path = "/health", tag = "health",
    responses((status = 200, body = Health), (status = 503, body = Health)))]
pub async fn health(State(pool): State<PgPool>) -> (StatusCode, Json<Health>) {
    match read(&pool).await {
        Ok(health) => {
            let status = if health.status == "ok" {
                StatusCode::OK
            } else {
                StatusCode::SERVICE_UNAVAILABLE
            };
            (status, Json(health))
        }
        Err(cause) => {
            tracing::error!(error = %cause, "health check cannot reach the database");
            let health = Health {
                status: "unavailable",
                database: "unreachable",
                head_position: 0,
                subscribers: Vec::new(),
                lagging: Vec::new(),
                mail: MailHealth::default(),
                consistency: None,
            };
            (StatusCode::SERVICE_UNAVAILABLE, Json(health))
        }
    }
}

async fn read(pool: &PgPool) -> Result<Health, sqlx::Error> {
    let head_position: i64 =
        sqlx::query_scalar("SELECT coalesce(max(global_position), 0) FROM events")
            .fetch_one(pool)
            .await?;
    let subscribers: Vec<SubscriberHealth> = sqlx::query_as(
        "SELECT name, kind, position, greatest($1 - position, 0) AS lag, last_error, updated_at
           FROM projection_checkpoints ORDER BY name",
    )
    .bind(head_position)
    .fetch_all(pool)
    .await?;
    let projections = || subscribers.iter().filter(|s| s.kind == "projection");
    let stuck = projections().any(|s| s.last_error.is_some());
    let lagging = projections()
        .filter(|s| s.lag > 0)
        .map(|s| s.name.clone())
        .collect();
    Ok(Health {
        status: if stuck { "degraded" } else { "ok" },
        database: "ok",
        head_position,
        lagging,
        mail: mail(pool, &subscribers).await?,
        consistency: consistency(pool).await?,
        subscribers,
    })
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
    let last_error = subscribers
        .iter()
        .find(|s| s.name == STAFF_MAIL)
        .and_then(|s| s.last_error.clone());
    Ok(MailHealth {
        waiting,
        last_error,
        parked,
    })
}

async fn consistency(pool: &PgPool) -> Result<Option<ConsistencyHealth>, sqlx::Error> {
    let latest: Option<(DateTime<Utc>, sqlx::types::Json<Vec<serde_json::Value>>)> =
        sqlx::query_as(
            "SELECT checked_at, differences FROM consistency_checks ORDER BY id DESC LIMIT 1",
        )
        .fetch_optional(pool)
        .await?;
    Ok(latest.map(|(checked_at, differences)| {
        let differences = differences.0;
        ConsistencyHealth {
            checked_at,
            difference_count: differences.len(),
            differences: differences.into_iter().take(DIFFERENCES_SHOWN).collect(),
        }
    }))
}
