//! The admin album calls of SPEC §7 under `/api/admin/albums`: create, add a photo, rename,
//! save the album page, publish, hide, delete, and the album's history. Each change answers the
//! album built from the aggregate once the projections have it.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::{DateTime, Utc};
use events::album::{AlbumEvent, PhotoImage};
use events::album_view::{AdminAlbumFacts, AdminAlbumView, AdminPhotoView};
use events::AlbumId;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

use super::body::{self, CreateAlbumBody, SaveAlbumBody, TitlesBody};
use super::{Album, AlbumCommand, AlbumEdit, AlbumError, Turn};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::await_projections;
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;
use crate::upload::{body_limit, media_error, store_turnable_photo};
use errors::ErrorCode;

/// Attempts at adding a photo when other uploads to the same album commit in between.
const ADD_PHOTO_ATTEMPTS: usize = 10;

/// The album routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_album, save_album))
        .routes(routes!(save_album_snapshot))
        .routes(routes!(rename_album))
        .routes(routes!(add_photo).layer(body_limit()))
        .routes(routes!(publish_album))
        .routes(routes!(hide_album))
        .routes(routes!(delete_album))
        .routes(routes!(album_history))
        .routes(routes!(album_version))
        .routes(routes!(restore_album))
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
    run(&state, &context, id, command).await.map(Json)
}

/// Uploads one photo into the album: it is in the album as soon as this answers, so an upload
/// of many photos keeps every one that arrived. The same file sent again is the same photo.
#[utoipa::path(
    post,
    path = "/albums/{id}/photos",
    tag = "albums",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The album's id")),
    request_body(
        content_type = "multipart/form-data",
        description = "`file`: the photo (PNG or JPEG, at least 256×256, at most 10 MB)"
    ),
    responses(
        (status = 200, description = "The photo as the album holds it", body = AdminPhotoView),
        (status = 400, description = "Not an acceptable photo (`warningMessageInvalidPhoto` on `file`)", body = ErrorBody),
        (status = 404, description = "No such album", body = ErrorBody),
        (status = 413, description = "Body over 11 MiB (`payloadTooLarge`)", body = ErrorBody),
        (status = 503, description = "As many uploads as the server takes at once are under way (`uploadsBusyMessage`); `Retry-After` says when to try again", body = ErrorBody),
    )
)]
pub async fn add_photo(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<AdminPhotoView>, ApiError> {
    let id = album_id(&id)?;
    // Refused before the photo is read and rendered.
    existing(&state, id).await?;
    let stored = store_turnable_photo(state.media.as_ref(), &state.uploads, multipart).await?;
    let image = PhotoImage {
        id: stored.id.clone(),
        width: stored.width,
        height: stored.height,
    };
    for _ in 0..ADD_PHOTO_ATTEMPTS {
        let command = AlbumCommand::AddPhoto {
            source: stored.id.clone(),
            image: image.clone(),
            at: Utc::now(),
        };
        let metadata = context.metadata(&command);
        match state
            .albums
            .execute(&id.to_string(), command, metadata)
            .await
        {
            Ok(executed) => {
                await_projections(&state.pool, executed.position).await;
                let photo = executed
                    .state
                    .content()
                    .and_then(|content| content.photo_from(&stored.id))
                    .ok_or(ApiError::NotFound)?;
                return Ok(Json(AdminPhotoView::from(photo)));
            }
            // Photos join an album in turn; another upload took this one's turn.
            Err(ApiError::Conflict(reason)) if reason.code == ErrorCode::Conflict => continue,
            Err(error) => return Err(error),
        }
    }
    Err(anyhow::anyhow!("album {id} stayed busy for {ADD_PHOTO_ATTEMPTS} attempts").into())
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

/// The photos whose turns change, each rendered from its original at its new turns.
async fn rendered_turns(
    state: &CommandState,
    album: &Album,
    asked: Vec<(u32, u8)>,
) -> Result<Vec<Turn>, ApiError> {
    let mut turns = Vec::new();
    for (number, wanted) in asked {
        let photo = album
            .content()
            .and_then(|content| content.photo(number))
            .ok_or(AlbumError::NoSuchPhoto(number))?;
        if photo.turns == wanted {
            continue;
        }
        let stored = media::turn(state.media.as_ref(), &photo.source, wanted)
            .await
            .map_err(|error| media_error(error, 0, "turns"))?;
        turns.push(Turn {
            number,
            turns: wanted,
            image: PhotoImage {
                id: stored.id,
                width: stored.width,
                height: stored.height,
            },
        });
    }
    Ok(turns)
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
    run(state, context, id, command).await.map(Json)
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
    run(&state, &context, album_id(&id)?, command)
        .await
        .map(Json)
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
    run(&state, &context, album_id(&id)?, command)
        .await
        .map(Json)
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
    let metadata = context.metadata(&command);
    let executed = state
        .albums
        .execute(&id.to_string(), command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    Ok(StatusCode::NO_CONTENT)
}

/// Everything that happened to an album, oldest first, deleted albums included.
#[utoipa::path(
    get,
    path = "/albums/{id}/history",
    tag = "albums",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The album's id")),
    responses(
        (status = 200, description = "The album's events", body = [HistoryEntry]),
        (status = 404, description = "No album ever had this id", body = ErrorBody),
    )
)]
pub async fn album_history(
    State(state): State<CommandState>,
    Path(id): Path<String>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    let id = album_id(&id)?;
    Ok(Json(history::of(&state.albums, &id.to_string()).await?))
}

/// An album's version: the album, all its photos then, and what that version changed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlbumVersion {
    #[serde(flatten)]
    pub album: AdminAlbumView,
    /// In the SPEC §4 order.
    pub photos: Vec<AdminPhotoView>,
    pub changed_fields: Vec<String>,
}

/// The album exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/albums/{id}/versions/{version}",
    tag = "albums",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The album's id"),
        ("version" = u64, Path, description = "A `sequence` of its history"),
    ),
    responses(
        (status = 200, description = "The album at that version", body = AlbumVersion),
        (status = 404, description = "No such album or version", body = ErrorBody),
    )
)]
pub async fn album_version(
    State(state): State<CommandState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Json<AlbumVersion>, ApiError> {
    let id = album_id(&id)?;
    let past = history::at(&state.albums, &id.to_string(), &version).await?;
    let photos = past
        .state
        .content()
        .map(|content| content.ordered().into_iter().map(Into::into).collect())
        .unwrap_or_default();
    Ok(Json(AlbumVersion {
        album: view(id, &past.state)?,
        photos,
        changed_fields: past.changed_fields,
    }))
}

/// Saves the names, photos, covers and turns an earlier version had over the album's current
/// ones (a new event; nothing is rewritten). Photos deleted since come back; the status stays.
#[utoipa::path(
    post,
    path = "/albums/{id}/restore/{version}",
    tag = "albums",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The album's id"),
        ("version" = u64, Path, description = "The `sequence` to restore"),
    ),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The album with the restored content", body = AdminAlbumView),
        (status = 404, description = "No such album or version", body = ErrorBody),
        (status = 409, description = "Changed since the page was loaded (`conflict`), or another album has the names now (`nameAlreadyExist`)", body = ErrorBody),
    )
)]
pub async fn restore_album(
    State(state): State<CommandState>,
    context: RequestContext,
    Path((id, version)): Path<(String, String)>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminAlbumView>, ApiError> {
    let id = album_id(&id)?;
    let old = history::at(&state.albums, &id.to_string(), &version).await?;
    let content = old.state.content().cloned().ok_or(ApiError::NotFound)?;
    let command = AlbumCommand::RestoreAlbum {
        expected_version: body.version,
        from_version: old.version,
        content,
        at: Utc::now(),
    };
    run(&state, &context, id, command).await.map(Json)
}

impl Versioned for Album {
    fn changed_fields(before: &Album, after: &Album) -> Vec<String> {
        let (Some(before), Some(after)) = (before.content(), after.content()) else {
            return Vec::new();
        };
        let mut changed = Vec::new();
        if before.names.uk != after.names.uk {
            changed.push("name.uk".to_owned());
        }
        if before.names.en != after.names.en {
            changed.push("name.en".to_owned());
        }
        let numbers = |content: &events::album::AlbumContent| {
            content
                .photos
                .iter()
                .map(|photo| photo.number)
                .collect::<Vec<_>>()
        };
        if numbers(before) != numbers(after) {
            changed.push("photos".to_owned());
        }
        if covers(before) != covers(after) {
            changed.push("covers".to_owned());
        }
        // Turns of the photos both have: an added or deleted photo is a change of `photos`.
        let turned = after.photos.iter().any(|photo| {
            before
                .photo(photo.number)
                .is_some_and(|earlier| earlier.turns != photo.turns)
        });
        if turned {
            changed.push("turns".to_owned());
        }
        changed
    }

    fn event_time(event: &AlbumEvent) -> DateTime<Utc> {
        event.at()
    }
}

/// The cover photos' numbers by their places.
fn covers(content: &events::album::AlbumContent) -> Vec<u32> {
    content
        .ordered()
        .into_iter()
        .filter(|photo| photo.cover_index.is_some())
        .map(|photo| photo.number)
        .collect()
}

/// An album id from the path; anything but a positive number in plain digits names no album.
fn album_id(text: &str) -> Result<AlbumId, ApiError> {
    AlbumId::parse(text).ok_or(ApiError::NotFound)
}

/// The album as it stands, if it exists now.
async fn existing(state: &CommandState, id: AlbumId) -> Result<Album, ApiError> {
    let album = state.albums.load(&id.to_string()).await?;
    if album.content().is_none() || album.is_deleted() {
        return Err(ApiError::NotFound);
    }
    Ok(album)
}

/// Runs `command` on album `id` and answers the album once the projections have it.
async fn run(
    state: &CommandState,
    context: &RequestContext,
    id: AlbumId,
    command: AlbumCommand,
) -> Result<AdminAlbumView, ApiError> {
    let metadata = context.metadata(&command);
    let executed = state
        .albums
        .execute(&id.to_string(), command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    view(id, &executed.state)
}

fn view(id: AlbumId, album: &Album) -> Result<AdminAlbumView, ApiError> {
    let (Some(content), Some(created_at), Some(changed_at)) =
        (album.content(), album.created_at(), album.changed_at())
    else {
        return Err(ApiError::NotFound);
    };
    Ok(AdminAlbumView::new(AdminAlbumFacts {
        id: id.get(),
        version: album.version(),
        status: album.status(),
        content,
        created_at,
        changed_at,
    }))
}
