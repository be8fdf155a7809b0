//! The admin dog calls of SPEC §7 under `/api/admin/want-a-friend`: create, edit, publish, hide,
//! delete, and the dog's history. Each change answers the record built from the aggregate
//! (SPEC §4: "returns the updated record") once the projections have it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::{Extension, Json};
use chrono::Utc;
use events::dog::DogEvent;
use events::dog_view::{AdminDogFacts, AdminDogView};
use events::{AdminIdentity, EventMetadata};
use serde::Serialize;
use utoipa::ToSchema;

use super::body::{DogBody, DogUpdateBody};
use super::fields::INVALID_PHOTO;
use super::{Dog, DogCommand, DogFields};
use crate::error::{ApiError, ErrorBody};
use crate::executor::{wait_until_projected, Executed};
use crate::extract::{JsonBody, RequestId};
use crate::state::CommandState;

/// Creates a dog, not yet published.
#[utoipa::path(
    post,
    path = "/api/admin/want-a-friend/dog",
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
    Extension(identity): Extension<AdminIdentity>,
    RequestId(request_id): RequestId,
    JsonBody(body): JsonBody<DogBody>,
) -> Result<Json<AdminDogView>, ApiError> {
    let now = Utc::now();
    let today = now.date_naive();
    let fields =
        DogFields::parse(&body.into_input(today), today).map_err(ApiError::InvalidInput)?;
    require_uploaded_photos(&state, &fields).await?;
    let id = super::next_id(&state.pool).await?;
    let command = DogCommand::CreateDog { fields, at: now };
    let metadata = metadata(identity, request_id, "CreateDog");
    run(&state, id, command, metadata).await
}

/// Saves the form over a dog; its status stays as it was.
#[utoipa::path(
    put,
    path = "/api/admin/want-a-friend/dog",
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
    Extension(identity): Extension<AdminIdentity>,
    RequestId(request_id): RequestId,
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
    let metadata = metadata(identity, request_id, "EditDog");
    run(&state, body.id, command, metadata).await
}

#[utoipa::path(
    put,
    path = "/api/admin/want-a-friend/publish/{id}",
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
    Extension(identity): Extension<AdminIdentity>,
    RequestId(request_id): RequestId,
    Path(id): Path<String>,
) -> Result<Json<AdminDogView>, ApiError> {
    let id = dog_id(&id)?;
    let command = DogCommand::PublishDog { at: Utc::now() };
    run(
        &state,
        id,
        command,
        metadata(identity, request_id, "PublishDog"),
    )
    .await
}

#[utoipa::path(
    put,
    path = "/api/admin/want-a-friend/hide/{id}",
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
    Extension(identity): Extension<AdminIdentity>,
    RequestId(request_id): RequestId,
    Path(id): Path<String>,
) -> Result<Json<AdminDogView>, ApiError> {
    let id = dog_id(&id)?;
    let command = DogCommand::HideDog { at: Utc::now() };
    run(
        &state,
        id,
        command,
        metadata(identity, request_id, "HideDog"),
    )
    .await
}

#[utoipa::path(
    delete,
    path = "/api/admin/want-a-friend/{id}",
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
    Extension(identity): Extension<AdminIdentity>,
    RequestId(request_id): RequestId,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let id = dog_id(&id)?;
    let command = DogCommand::DeleteDog { at: Utc::now() };
    let metadata = metadata(identity, request_id, "DeleteDog");
    let executed = state
        .dogs
        .execute(&id.to_string(), command, metadata)
        .await?;
    wait_until_projected(&state.pool, executed.position).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// One step of a dog's history: who did what, when, and which fields an edit changed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub sequence: u64,
    /// `DogCreated`, `DogEdited`, `DogPublished`, `DogHidden` or `DogDeleted`.
    pub event: String,
    /// The staff member's login.
    pub actor: String,
    pub at: chrono::DateTime<Utc>,
    /// The form fields an edit changed (`name.en`, `photos`, …); empty for other events.
    pub changed_fields: Vec<&'static str>,
}

/// Everything that happened to a dog, oldest first, deleted dogs included.
#[utoipa::path(
    get,
    path = "/api/admin/want-a-friend/dog/{id}/history",
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
    let envelopes = state.dogs.history(&id.to_string()).await?;
    if envelopes.is_empty() {
        return Err(ApiError::NotFound);
    }
    let mut dog = Dog::default();
    let entries = envelopes
        .into_iter()
        .map(|envelope| {
            let event = envelope.payload;
            let changed_fields = match (&event, dog.details()) {
                (DogEvent::DogEdited { details, .. }, Some(before)) => {
                    before.changed_fields(details)
                }
                _ => Vec::new(),
            };
            let entry = HistoryEntry {
                sequence: u64::try_from(envelope.sequence).unwrap_or_default(),
                event: cqrs_es::DomainEvent::event_type(&event),
                actor: EventMetadata::from_map(&envelope.metadata).actor,
                at: event_time(&event),
                changed_fields,
            };
            cqrs_es::Aggregate::apply(&mut dog, event);
            entry
        })
        .collect();
    Ok(Json(entries))
}

fn event_time(event: &DogEvent) -> chrono::DateTime<Utc> {
    match event {
        DogEvent::DogCreated { at, .. }
        | DogEvent::DogEdited { at, .. }
        | DogEvent::DogPublished { at }
        | DogEvent::DogHidden { at }
        | DogEvent::DogDeleted { at } => *at,
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

/// A dog id from the path; anything but a positive number names no dog.
fn dog_id(text: &str) -> Result<i64, ApiError> {
    text.parse::<i64>()
        .ok()
        .filter(|&id| id > 0)
        .ok_or(ApiError::NotFound)
}

fn metadata(identity: AdminIdentity, request_id: String, command: &str) -> EventMetadata {
    EventMetadata {
        actor: identity.login,
        request_id,
        command: command.to_owned(),
    }
}

/// Runs `command` on dog `id` and answers its record once the projections have it.
async fn run(
    state: &CommandState,
    id: i64,
    command: DogCommand,
    metadata: EventMetadata,
) -> Result<Json<AdminDogView>, ApiError> {
    let executed = state
        .dogs
        .execute(&id.to_string(), command, metadata)
        .await?;
    wait_until_projected(&state.pool, executed.position).await?;
    view(id, &executed)
}

fn view(id: i64, executed: &Executed<Dog>) -> Result<Json<AdminDogView>, ApiError> {
    let dog = &executed.state;
    let (Some(details), Some(created_at), Some(changed_at)) =
        (dog.details(), dog.created_at(), dog.changed_at())
    else {
        return Err(ApiError::NotFound);
    };
    let facts = AdminDogFacts {
        id,
        version: dog.version(),
        status: dog.status(),
        details,
        created_at,
        changed_at,
    };
    Ok(Json(AdminDogView::new(facts, Utc::now().date_naive())))
}
