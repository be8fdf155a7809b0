use axum::{extract::State, http::StatusCode, Json};
use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    /// `ok` when the database answers and no subscriber is stuck on an event.
    pub status: &'static str,
    pub database: &'static str,
    /// Global position of the newest event in the store.
    pub head_position: i64,
    pub subscribers: Vec<SubscriberHealth>,
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

/// Health of the database and of every projector subscriber. Answers 503 when the database is
/// unreachable or a subscriber has stopped on an event it cannot apply.
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
    let stuck = subscribers.iter().any(|s| s.last_error.is_some());
    Ok(Health {
        status: if stuck { "degraded" } else { "ok" },
        database: "ok",
        head_position,
        subscribers,
    })
}
