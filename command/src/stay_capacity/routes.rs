//! The admin capacity calls under `/api/admin/stays/capacity`: save, the history, one version
//! and restoring it. Each change answers the capacity built from the aggregate once the
//! projection has it (the availability shows it with the next read).

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::stay_capacity::{AdminCapacityView, CAPACITY_ID};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::CapacityBody;
use super::StayCapacity;
use crate::context::RequestContext;
use crate::edited_record::{self, RecordCommand};
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody};
use crate::state::CommandState;

/// The capacity routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(save_capacity))
        .routes(routes!(capacity_history))
        .routes(routes!(capacity_version))
        .routes(routes!(restore_capacity))
}

/// Saves the hotel's places and closed nights over the version the form was loaded at; from
/// version 0, the first save creates them.
#[utoipa::path(
    put,
    path = "/stays/capacity",
    tag = "stays",
    security(("bearer" = [])),
    request_body = CapacityBody,
    responses(
        (status = 200, description = "The saved capacity", body = AdminCapacityView),
        (status = 400, description = "A form rule is broken (`field` names it)", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn save_capacity(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<CapacityBody>,
) -> Result<Json<AdminCapacityView>, ApiError> {
    let expected_version = body.version;
    let record = body.parse().map_err(ApiError::InvalidInput)?;
    let at = Utc::now();
    let command = match expected_version {
        0 => RecordCommand::Create { record, at },
        _ => RecordCommand::Edit {
            expected_version,
            record,
            at,
        },
    };
    let executor = state.executor::<StayCapacity>();
    edited_record::change(&executor, &context, CAPACITY_ID, command, answer).await
}

/// Every change of the capacity, oldest first.
#[utoipa::path(
    get,
    path = "/stays/capacity/history",
    tag = "stays",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The capacity's events", body = [HistoryEntry]),
        (status = 404, description = "Never saved", body = ErrorBody),
    )
)]
pub async fn capacity_history(
    State(state): State<CommandState>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    let executor = state.executor::<StayCapacity>();
    Ok(Json(history::of(&executor, CAPACITY_ID).await?))
}

/// A version of the capacity with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapacityVersion {
    #[serde(flatten)]
    pub capacity: AdminCapacityView,
    pub changed_fields: Vec<String>,
}

/// The capacity exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/stays/capacity/versions/{version}",
    tag = "stays",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "A `sequence` of the history")),
    responses(
        (status = 200, description = "The capacity at that version", body = CapacityVersion),
        (status = 404, description = "No such version", body = ErrorBody),
    )
)]
pub async fn capacity_version(
    State(state): State<CommandState>,
    Path(version): Path<String>,
) -> Result<Json<CapacityVersion>, ApiError> {
    let executor = state.executor::<StayCapacity>();
    let (past, changed_fields) = edited_record::version(&executor, CAPACITY_ID, &version).await?;
    Ok(Json(CapacityVersion {
        capacity: view(&past)?,
        changed_fields,
    }))
}

/// Saves the record an earlier version had over the current one, as a new event.
#[utoipa::path(
    post,
    path = "/stays/capacity/restore/{version}",
    tag = "stays",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "The `sequence` to restore")),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The capacity with the restored record", body = AdminCapacityView),
        (status = 404, description = "No such version", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_capacity(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(version): Path<String>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminCapacityView>, ApiError> {
    let executor = state.executor::<StayCapacity>();
    edited_record::restore(
        &executor,
        &context,
        CAPACITY_ID,
        &version,
        body.version,
        answer,
    )
    .await
}

/// The answer of a change: the capacity as the change leaves it.
fn answer(capacity: &StayCapacity) -> Result<Json<AdminCapacityView>, ApiError> {
    view(capacity).map(Json)
}

fn view(capacity: &StayCapacity) -> Result<AdminCapacityView, ApiError> {
    let record = capacity.record().cloned().ok_or(ApiError::NotFound)?;
    Ok(AdminCapacityView {
        version: capacity.version(),
        changed_at: capacity.changed_at(),
        capacity: record,
    })
}
