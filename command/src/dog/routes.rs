//! The admin dog calls of SPEC §7 under `/api/admin/want-a-friend`: create, edit, publish, hide,
//! delete, and the dog's history. Each change answers the record built from the aggregate
//! (SPEC §4: "returns the updated record") once the projections have it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::{DateTime, Utc};
use events::dog_view::AdminDogView;
use events::DogId;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{DogBody, DogUpdateBody};
use super::fields::INVALID_PHOTO;
use super::history_routes;
use super::view::{answer, dog_id};
use super::Dog;
use super::{DogCommand, DogFields};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::state::CommandState;

/// The dog routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_dog, update_dog))
        .routes(routes!(publish_dog))
        .routes(routes!(hide_dog))
        .routes(routes!(delete_dog))
        .merge(history_routes::admin_router())
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
    state
        .executor::<Dog>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
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
    state
        .executor::<Dog>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
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
    let command = command(Utc::now());
    state
        .executor::<Dog>()
        .execute_and_answer(context, id, command, answer(id))
        .await
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
    let no_content = |_: &_| Ok(StatusCode::NO_CONTENT);
    state
        .executor::<Dog>()
        .execute_and_answer(&context, id, command, no_content)
        .await
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
