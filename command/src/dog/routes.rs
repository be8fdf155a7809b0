//! The admin dog calls of SPEC §7 under `/api/admin/want-a-friend`: create, edit, publish, hide,
//! delete, and the dog's history. Each change answers the record built from the aggregate
//! (SPEC §4: "returns the updated record") once the projections have it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::{DateTime, Utc};
use events::dog::DogEvent;
use events::dog_view::{AdminDogFacts, AdminDogView};
use events::DogId;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{DogBody, DogUpdateBody};
use super::fields::INVALID_PHOTO;
use super::{Dog, DogCommand, DogFields};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::await_projections;
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// The dog routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_dog, update_dog))
        .routes(routes!(publish_dog))
        .routes(routes!(hide_dog))
        .routes(routes!(delete_dog))
        .routes(routes!(dog_history))
        .routes(routes!(dog_version))
        .routes(routes!(restore_dog))
}

/// Creates a dog, not yet published.
#[utoipa::path(
    post,
    path = "/want-a-friend/dog",
    tag = "dogs",
    security(("bearer" = [])),
    request_body = DogBody,
    responses(
        (status = 200, description = "The new dog", body = AdminDogView),
        (status = 400, description = "A form rule is broken (`field` names it)", body = ErrorBody),
    )
)]
pub async fn create_dog(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<DogBody>,
) -> Result<Json<AdminDogView>, ApiError> {
    let now = Utc::now();
    let today = now.date_naive();
    let fields =
        DogFields::parse(&body.into_input(today), today).map_err(ApiError::InvalidInput)?;
    require_uploaded_photos(&state, &fields).await?;
    let id = super::next_id(&state.pool).await?;
    let command = DogCommand::CreateDog { fields, at: now };
    run(&state, &context, id, command).await
}

/// Saves the form over a dog; its status stays as it was.
#[utoipa::path(
    put,
    path = "/want-a-friend/dog",
    tag = "dogs",
    security(("bearer" = [])),
    request_body = DogUpdateBody,
    responses(
        (status = 200, description = "The edited dog", body = AdminDogView),
        (status = 400, description = "A form rule is broken (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such dog", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn update_dog(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<DogUpdateBody>,
) -> Result<Json<AdminDogView>, ApiError> {
    let now = Utc::now();
    let today = now.date_naive();
    let fields =
        DogFields::parse(&body.dog.into_input(today), today).map_err(ApiError::InvalidInput)?;
    require_uploaded_photos(&state, &fields).await?;
    let command = DogCommand::EditDog {
        expected_version: body.version,
        fields,
        at: now,
    };
    let id = DogId::new(body.id).ok_or(ApiError::NotFound)?;
    run(&state, &context, id, command).await
}

#[utoipa::path(
    put,
    path = "/want-a-friend/publish/{id}",
    tag = "dogs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The dog's id")),
    responses(
        (status = 200, description = "The published dog", body = AdminDogView),
        (status = 404, description = "No such dog", body = ErrorBody),
    )
)]
pub async fn publish_dog(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminDogView>, ApiError> {
    change_status(&state, &context, &id, |at| DogCommand::PublishDog { at }).await
}

#[utoipa::path(
    put,
    path = "/want-a-friend/hide/{id}",
    tag = "dogs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The dog's id")),
    responses(
        (status = 200, description = "The hidden dog", body = AdminDogView),
        (status = 404, description = "No such dog", body = ErrorBody),
    )
)]
pub async fn hide_dog(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminDogView>, ApiError> {
    change_status(&state, &context, &id, |at| DogCommand::HideDog { at }).await
}

/// Publishing and hiding differ only in the command.
async fn change_status(
    state: &CommandState,
    context: &RequestContext,
    id: &str,
    command: fn(DateTime<Utc>) -> DogCommand,
) -> Result<Json<AdminDogView>, ApiError> {
    let id = dog_id(id)?;
    run(state, context, id, command(Utc::now())).await
}

#[utoipa::path(
    delete,
    path = "/want-a-friend/{id}",
    tag = "dogs",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The dog's id")),
    responses(
        (status = 204, description = "Deleted; the history stays"),
        (status = 404, description = "No such dog", body = ErrorBody),
    )
)]
pub async fn delete_dog(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let id = dog_id(&id)?;
    let command = DogCommand::DeleteDog { at: Utc::now() };
    let metadata = context.metadata(&command);
    let executed = state
        .dogs
        .execute(&id.to_string(), command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    Ok(StatusCode::NO_CONTENT)
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
    Ok(Json(history::of(&state.dogs, &id.to_string()).await?))
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
    let past = history::at(&state.dogs, &id.to_string(), &version).await?;
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
    let old = history::at(&state.dogs, &id.to_string(), &version).await?;
    let details = old.state.details().cloned().ok_or(ApiError::NotFound)?;
    let command = DogCommand::RestoreDog {
        expected_version: body.version,
        from_version: old.version,
        details,
        at: Utc::now(),
    };
    run(&state, &context, id, command).await
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

/// Refuses photo ids that name no upload of this site, before anything is recorded.
async fn require_uploaded_photos(state: &CommandState, fields: &DogFields) -> Result<(), ApiError> {
    for photo in &fields.details().photos {
        if !state.image_uploaded(&photo.image_id).await? {
            return Err(ApiError::InvalidInput(INVALID_PHOTO));
        }
    }
    Ok(())
}

/// A dog id from the path; anything but a positive number in plain digits names no dog.
fn dog_id(text: &str) -> Result<DogId, ApiError> {
    DogId::parse(text).ok_or(ApiError::NotFound)
}

/// Runs `command` on dog `id` and answers its record once the projections have it.
async fn run(
    state: &CommandState,
    context: &RequestContext,
    id: DogId,
    command: DogCommand,
) -> Result<Json<AdminDogView>, ApiError> {
    let metadata = context.metadata(&command);
    let executed = state
        .dogs
        .execute(&id.to_string(), command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    view(id, &executed.state).map(Json)
}

fn view(id: DogId, dog: &Dog) -> Result<AdminDogView, ApiError> {
    let (Some(details), Some(created_at), Some(changed_at)) =
        (dog.details(), dog.created_at(), dog.changed_at())
    else {
        return Err(ApiError::NotFound);
    };
    let facts = AdminDogFacts {
        id: id.get(),
        version: dog.version(),
        status: dog.status(),
        details,
        created_at,
        changed_at,
    };
    Ok(AdminDogView::new(facts, Utc::now().date_naive()))
}
