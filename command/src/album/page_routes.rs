//! The album page's saves: its names alone, or names, deletions, covers and turns together.

use axum::extract::State;
use axum::Json;
use chrono::Utc;
use events::album_view::AdminAlbumView;
use events::AlbumId;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{self, SaveAlbumBody, TitlesBody};
use super::photo_routes::rendered_turns;
use super::view::{answer, existing};
use super::Album;
use super::{covers, AlbumCommand, AlbumEdit};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::state::CommandState;

/// These routes, relative to `/api/admin`; `save_album` shares its path with `create_album`, so
/// the album router lists it.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(rename_album))
        .routes(routes!(save_album_snapshot))
}

/// Renames an album; its photos stay as they are.
#[utoipa::path(
    put,
    path = "/albums/titles",
    tag = "albums",
    security(("bearer" = [])),
    request_body = TitlesBody,
    responses(
        (status = 200, description = "The renamed album", body = AdminAlbumView),
        (status = 400, description = "A name rule is broken (`field` names the language)", body = ErrorBody),
        (status = 404, description = "No such album", body = ErrorBody),
        (status = 409, description = "Another album has the name (`nameAlreadyExist`), or the album changed since it was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn rename_album(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<TitlesBody>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let id = AlbumId::new(body.album_id).ok_or(ApiError::NotFound)?;
    let names = body::album_name(&body.name)?;
    let album = existing(&state, id).await?;
    let covers = album.content().map(covers).unwrap_or_default();
    let edit = AlbumEdit {
        names,
        deleted: Vec::new(),
        covers,
        turns: Vec::new(),
    };
    save(&state, &context, id, body.version, edit).await
}

/// Saves the album page: names, deletions, covers and turns, each recorded as its own event.
#[utoipa::path(
    put,
    path = "/albums",
    tag = "albums",
    security(("bearer" = [])),
    request_body = SaveAlbumBody,
    responses(
        (status = 200, description = "The saved album", body = AdminAlbumView),
        (status = 400, description = "A name rule is broken, or a photo named is not in the album", body = ErrorBody),
        (status = 404, description = "No such album", body = ErrorBody),
        (status = 409, description = "Another album has the name (`nameAlreadyExist`), or the album changed since it was loaded (`conflict`)", body = ErrorBody),
        (status = 422, description = "More than 3 covers (`coverFull`)", body = ErrorBody),
    )
)]
pub async fn save_album(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<SaveAlbumBody>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    save_page(&state, &context, body).await
}

/// The SPEC's save of a published album. Albums keep no drafts: visitors see a save at once,
/// and the history keeps every earlier state to restore, so this is the same save.
#[utoipa::path(
    put,
    path = "/albums/snapshots",
    tag = "albums",
    security(("bearer" = [])),
    request_body = SaveAlbumBody,
    responses(
        (status = 200, description = "The saved album", body = AdminAlbumView),
        (status = 400, description = "As `PUT /api/admin/albums`", body = ErrorBody),
        (status = 404, description = "No such album", body = ErrorBody),
        (status = 409, description = "As `PUT /api/admin/albums`", body = ErrorBody),
        (status = 422, description = "More than 3 covers (`coverFull`)", body = ErrorBody),
    )
)]
pub async fn save_album_snapshot(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<SaveAlbumBody>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    save_page(&state, &context, body).await
}

async fn save_page(
    state: &CommandState,
    context: &RequestContext,
    body: SaveAlbumBody,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let id = AlbumId::new(body.id).ok_or(ApiError::NotFound)?;
    let names = body::album_name(&body.name)?;
    let asked = body::turns(&body.turns)?;
    let album = existing(state, id).await?;
    let turns = rendered_turns(state, &album, asked).await?;
    let edit = AlbumEdit {
        names,
        deleted: body.deleted_photo_ids,
        covers: body.covers,
        turns,
    };
    save(state, context, id, body.version, edit).await
}

async fn save(
    state: &CommandState,
    context: &RequestContext,
    id: AlbumId,
    expected_version: u64,
    edit: AlbumEdit,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let command = AlbumCommand::SaveAlbum {
        expected_version,
        edit,
        at: Utc::now(),
    };
    state
        .executor::<Album>()
        .execute_and_answer(context, id, command, answer(id))
        .await
}
