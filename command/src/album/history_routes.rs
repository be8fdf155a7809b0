//! An album's history panel of SPEC §7: what happened to it, one version as it was, and
//! restoring a version over the album's current content.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::album::AlbumEvent;
use events::album_view::{AdminAlbumView, AdminPhotoView};
use serde::Serialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{album_id, answer, view};
use super::{covers, Album, AlbumCommand};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// These routes, relative to `/api/admin`.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(album_history))
        .routes(routes!(album_version))
        .routes(routes!(restore_album))
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
    Ok(Json(
        history::of(&state.executor::<Album>(), &id.to_string()).await?,
    ))
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
    let past = history::at(&state.executor::<Album>(), &id.to_string(), &version).await?;
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
    let old = history::at(&state.executor::<Album>(), &id.to_string(), &version).await?;
    let content = old.state.content().cloned().ok_or(ApiError::NotFound)?;
    let command = AlbumCommand::RestoreAlbum {
        expected_version: body.version,
        from_version: old.version,
        content,
        at: Utc::now(),
    };
    state
        .executor::<Album>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
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
