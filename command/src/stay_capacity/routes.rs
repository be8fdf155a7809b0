//! The admin capacity calls under `/api/admin/stays/capacity`: save, the history, one version
//! and restoring it. Each change answers the capacity built from the aggregate once the
//! projection has it (the availability shows it with the next read).

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::stay_capacity::{AdminCapacityView, StayCapacityEvent, CAPACITY_ID};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::CapacityBody;
use super::{StayCapacity, StayCapacityCommand};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// The capacity routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(save_capacity))
        .routes(routes!(capacity_history))
        .routes(routes!(capacity_version))
        .routes(routes!(restore_capacity))
}

/// Saves the hotel's places and closed nights over the version the form was loaded at.
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
    let capacity = body.parse().map_err(ApiError::InvalidInput)?;
    let command = StayCapacityCommand::SaveCapacity {
        expected_version,
        capacity,
        at: Utc::now(),
    };
    state
        .executor::<StayCapacity>()
        .execute_and_answer(&context, CAPACITY_ID, command, answer)
        .await
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
    Ok(Json(
        history::of(&state.executor::<StayCapacity>(), CAPACITY_ID).await?,
    ))
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
    let past = history::at(&state.executor::<StayCapacity>(), CAPACITY_ID, &version).await?;
    Ok(Json(CapacityVersion {
        capacity: view(&past.state)?,
        changed_fields: past.changed_fields,
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
    let old = history::at(&state.executor::<StayCapacity>(), CAPACITY_ID, &version).await?;
    let capacity = old.state.capacity().cloned().ok_or(ApiError::NotFound)?;
    let command = StayCapacityCommand::RestoreCapacity {
        expected_version: body.version,
        from_version: old.version,
        capacity,
        at: Utc::now(),
    };
    state
        .executor::<StayCapacity>()
        .execute_and_answer(&context, CAPACITY_ID, command, answer)
        .await
}

impl Versioned for StayCapacity {
    fn changed_fields(before: &StayCapacity, after: &StayCapacity) -> Vec<String> {
        match (before.capacity(), after.capacity()) {
            (Some(before), Some(after)) => before
                .changed_fields(after)
                .into_iter()
                .map(str::to_owned)
                .collect(),
            _ => Vec::new(),
        }
    }

    fn event_time(event: &StayCapacityEvent) -> DateTime<Utc> {
        match event {
            StayCapacityEvent::CapacitySaved { at, .. }
            | StayCapacityEvent::CapacityRestored { at, .. } => *at,
        }
    }
}

/// The answer of a change: the page as the change leaves it.
fn answer(done: &Decided<StayCapacity>) -> Result<Json<AdminCapacityView>, ApiError> {
    view(&done.state).map(Json)
}

fn view(capacity: &StayCapacity) -> Result<AdminCapacityView, ApiError> {
    let record = capacity.capacity().cloned().ok_or(ApiError::NotFound)?;
    Ok(AdminCapacityView {
        version: capacity.version(),
        changed_at: capacity.changed_at(),
        capacity: record,
    })
}
