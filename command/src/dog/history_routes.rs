//! A dog's history panel of SPEC §7: what happened to it, one version as it was, and restoring
//! a version over the dog's current record.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::dog::DogEvent;
use events::dog_view::AdminDogView;
use serde::Serialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{answer, dog_id, view};
use super::{Dog, DogCommand};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// These routes, relative to `/api/admin`.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(dog_history))
        .routes(routes!(dog_version))
        .routes(routes!(restore_dog))
}

/// Everything that happened to a dog, oldest first, deleted dogs included.
#[utoipa::path(
    get,
    path = "/want-a-friend/dog/{id}/history",
    tag = "dogs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The dog's id")),
    responses(
        (status = 200, description = "The dog's events", body = [HistoryEntry]),
        (status = 404, description = "No dog ever had this id", body = ErrorBody),
    )
)]
pub async fn dog_history(
    State(state): State<CommandState>,
    Path(id): Path<String>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    let id = dog_id(&id)?;
    Ok(Json(
        history::of(&state.executor::<Dog>(), &id.to_string()).await?,
    ))
}

/// A dog's version with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DogVersion {
    #[serde(flatten)]
    pub dog: AdminDogView,
    pub changed_fields: Vec<String>,
}

/// The dog exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/want-a-friend/dog/{id}/versions/{version}",
    tag = "dogs",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The dog's id"),
        ("version" = u64, Path, description = "A `sequence` of its history"),
    ),
    responses(
        (status = 200, description = "The dog at that version", body = DogVersion),
        (status = 404, description = "No such dog or version", body = ErrorBody),
    )
)]
pub async fn dog_version(
    State(state): State<CommandState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Json<DogVersion>, ApiError> {
    let id = dog_id(&id)?;
    let past = history::at(&state.executor::<Dog>(), &id.to_string(), &version).await?;
    Ok(Json(DogVersion {
        dog: view(id, &past.state)?,
        changed_fields: past.changed_fields,
    }))
}

/// Saves the record an earlier version had over the dog's current one (a new event; nothing is
/// rewritten). The status stays as it is.
#[utoipa::path(
    post,
    path = "/want-a-friend/dog/{id}/restore/{version}",
    tag = "dogs",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The dog's id"),
        ("version" = u64, Path, description = "The `sequence` to restore"),
    ),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The dog with the restored record", body = AdminDogView),
        (status = 404, description = "No such dog or version", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_dog(
    State(state): State<CommandState>,
    context: RequestContext,
    Path((id, version)): Path<(String, String)>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminDogView>, ApiError> {
    let id = dog_id(&id)?;
    let old = history::at(&state.executor::<Dog>(), &id.to_string(), &version).await?;
    let details = old.state.details().cloned().ok_or(ApiError::NotFound)?;
    let command = DogCommand::RestoreDog {
        expected_version: body.version,
        from_version: old.version,
        details,
        at: Utc::now(),
    };
    state
        .executor::<Dog>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
}

impl Versioned for Dog {
    fn changed_fields(before: &Dog, after: &Dog) -> Vec<String> {
        match (before.details(), after.details()) {
            (Some(before), Some(after)) => before
                .changed_fields(after)
                .into_iter()
                .map(str::to_owned)
                .collect(),
            _ => Vec::new(),
        }
    }

    fn event_time(event: &DogEvent) -> DateTime<Utc> {
        match event {
            DogEvent::DogCreated { at, .. }
            | DogEvent::DogEdited { at, .. }
            | DogEvent::DogRestored { at, .. }
            | DogEvent::DogPublished { at }
            | DogEvent::DogHidden { at }
            | DogEvent::DogDeleted { at } => *at,
        }
    }
}
