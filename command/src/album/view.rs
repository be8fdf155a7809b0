//! The album as a change answers it, and the album a path names.

use axum::Json;
use events::album_view::{AdminAlbumFacts, AdminAlbumView};
use events::AlbumId;

use super::Album;
use crate::error::ApiError;
use crate::executor::Decided;
use crate::state::CommandState;

/// An album id from the path; anything but a positive number in plain digits names no album.
pub fn album_id(text: &str) -> Result<AlbumId, ApiError> {
    AlbumId::parse(text).ok_or(ApiError::NotFound)
}

/// The album as it stands, if it exists now.
pub async fn existing(state: &CommandState, id: AlbumId) -> Result<Album, ApiError> {
    let album = state.executor::<Album>().load(&id.to_string()).await?;
    if album.content().is_none() || album.is_deleted() {
        return Err(ApiError::NotFound);
    }
    Ok(album)
}

/// The answer of a change to album `id`: the album as the change leaves it.
pub fn answer(
    id: AlbumId,
) -> impl FnOnce(&Decided<Album>) -> Result<Json<AdminAlbumView>, ApiError> {
    move |done| view(id, &done.state).map(Json)
}

pub fn view(id: AlbumId, album: &Album) -> Result<AdminAlbumView, ApiError> {
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
