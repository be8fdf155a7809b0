//! Photos arriving in an album one by one, and their turns rendered from the originals.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::Json;
use chrono::Utc;
use errors::ErrorCode;
use events::album::PhotoImage;
use events::album_view::AdminPhotoView;

use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

use super::view::{album_id, existing};
use super::{Album, AlbumCommand, AlbumError, Turn};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::state::CommandState;
use crate::upload::{body_limit, media_error, store_turnable_photo};

/// These routes, relative to `/api/admin`: a photo's body is larger than the others.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new().routes(routes!(add_photo).layer(body_limit()))
}

/// Attempts at adding a photo when other uploads to the same album commit in between.
const ADD_PHOTO_ATTEMPTS: usize = 10;

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
        let added = state
            .executor::<Album>()
            .execute_and_answer(&context, id, command, |done| {
                let content = done.state.content();
                let photo = content.and_then(|content| content.photo_from(&stored.id));
                photo.map(AdminPhotoView::from).ok_or(ApiError::NotFound)
            })
            .await;
        match added {
            Ok(photo) => return Ok(Json(photo)),
            // Photos join an album in turn; another upload took this one's turn.
            Err(ApiError::Conflict(reason)) if reason.code == ErrorCode::Conflict => continue,
            Err(error) => return Err(error),
        }
    }
    Err(anyhow::anyhow!("album {id} stayed busy for {ADD_PHOTO_ATTEMPTS} attempts").into())
}

/// The photos whose turns change, each rendered from its original at its new turns.
pub(super) async fn rendered_turns(
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
