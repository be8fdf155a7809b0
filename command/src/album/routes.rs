//! The admin album calls of SPEC §7 under `/api/admin/albums`: create, publish, hide and delete,
//! and the router with the page, photo and history calls. Each change
//! answers the album as the command leaves it, once the projections have it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::Utc;
use events::album_view::AdminAlbumView;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{self, CreateAlbumBody};
use super::view::{album_id, answer};
use super::Album;
use super::AlbumCommand;
use super::{history_routes, page_routes, photo_routes};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::state::CommandState;

/// The album routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_album, page_routes::save_album))
        .routes(routes!(publish_album))
        .routes(routes!(hide_album))
        .routes(routes!(delete_album))
        .merge(history_routes::admin_router())
        .merge(page_routes::admin_router())
        .merge(photo_routes::admin_router())
}

/// Creates an album, empty and not yet published.
#[utoipa::path(
    post,
    path = "/albums",
    tag = "albums",
    security(("bearer" = [])),
    request_body = CreateAlbumBody,
    responses(
        (status = 200, description = "The new album", body = AdminAlbumView),
        (status = 400, description = "A name rule is broken (`field` names the language)", body = ErrorBody),
        (status = 409, description = "Another album has the name (`nameAlreadyExist`)", body = ErrorBody),
    )
)]
pub async fn create_album(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<CreateAlbumBody>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let names = body::album_name(&body.name)?;
    let id = super::next_id(&state.pool).await?;
    let command = AlbumCommand::CreateAlbum {
        names,
        at: Utc::now(),
    };
    state
        .executor::<Album>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
}

#[utoipa::path(
    put,
    path = "/albums/publish/{id}",
    tag = "albums",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The album's id")),
    responses(
        (status = 200, description = "The published album", body = AdminAlbumView),
        (status = 404, description = "No such album", body = ErrorBody),
    )
)]
pub async fn publish_album(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let command = AlbumCommand::PublishAlbum { at: Utc::now() };
    let id = album_id(&id)?;
    state
        .executor::<Album>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
}

#[utoipa::path(
    put,
    path = "/albums/hide/{id}",
    tag = "albums",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The album's id")),
    responses(
        (status = 200, description = "The hidden album", body = AdminAlbumView),
        (status = 404, description = "No such album", body = ErrorBody),
    )
)]
pub async fn hide_album(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let command = AlbumCommand::HideAlbum { at: Utc::now() };
    let id = album_id(&id)?;
    state
        .executor::<Album>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
}

#[utoipa::path(
    delete,
    path = "/albums/{id}",
    tag = "albums",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The album's id")),
    responses(
        (status = 204, description = "Deleted; the history stays and the names are free again"),
        (status = 404, description = "No such album", body = ErrorBody),
    )
)]
pub async fn delete_album(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let id = album_id(&id)?;
    let command = AlbumCommand::DeleteAlbum { at: Utc::now() };
    let no_content = |_: &_| Ok(StatusCode::NO_CONTENT);
    state
        .executor::<Album>()
        .execute_and_answer(&context, id, command, no_content)
        .await
}
