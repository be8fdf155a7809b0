//! The backups the server took or tried to take, newest first, for the staff's settings page.

use axum::{extract::State, Json};
use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::QueryError;

/// How many runs the page lists: a month of nights and some by hand.
const LISTED: i64 = 40;

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct BackupRun {
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    /// The archive's file name in the backups' folder; `null` when the backup failed.
    pub archive: Option<String>,
    /// The archive's size in bytes.
    pub bytes: Option<i64>,
    pub events: Option<i64>,
    pub media_files: Option<i32>,
    /// Why it failed: a sentence about files, folders or the database, in English.
    pub error: Option<String>,
}

/// The newest backups, failed ones included, newest first.
#[utoipa::path(get, path = "/backups", tag = "backups", security(("bearer" = [])),
    responses(
        (status = 200, description = "The newest 40 runs", body = [BackupRun]),
        (status = 503, description = "The database cannot be reached", body = errors::ErrorBody)))]
pub async fn list(State(pool): State<PgPool>) -> Result<Json<Vec<BackupRun>>, QueryError> {
    let runs = sqlx::query_as(
        "SELECT started_at, finished_at, archive, bytes, events, media_files, error
           FROM backup_runs ORDER BY started_at DESC LIMIT $1",
    )
    .bind(LISTED)
    .fetch_all(&pool)
    .await?;
    Ok(Json(runs))
}
