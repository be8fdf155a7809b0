//! The albums `doghotel seed-demo` adds to a fresh site.

use chrono::Utc;
use events::album::PhotoImage;
use events::LocalizedText;

use super::Album;
use super::{AlbumCommand, AlbumEdit, AlbumName};
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// Adds a published album with `photos` (each an upload kept with its original, oldest first)
/// and the photos at `covers` (indexes into `photos`) as its covers, as the CLI's actor. The
/// names meet the same rules as the admin form's. Answers the album's id.
pub async fn add_published_album(
    state: &CommandState,
    names: LocalizedText,
    photos: Vec<PhotoImage>,
    covers: &[usize],
) -> Result<i64, ApiError> {
    let names = AlbumName::parse(&names).map_err(ApiError::InvalidInput)?;
    let album = super::next_id(&state.pool).await?;
    let id = album.to_string();
    let context = RequestContext::cli();
    let at = Utc::now();
    let mut commands = vec![AlbumCommand::CreateAlbum {
        names: names.clone(),
        at,
    }];
    for image in photos {
        commands.push(AlbumCommand::AddPhoto {
            source: image.id.clone(),
            image,
            at,
        });
    }
    let mut version = 0;
    for command in commands {
        let metadata = context.metadata(&command);
        version = state
            .executor::<Album>()
            .execute(&id, command, metadata)
            .await?
            .state
            .version();
    }
    // Photos are numbered from 1 in the order they were added.
    let covers = covers
        .iter()
        .filter_map(|index| u32::try_from(index + 1).ok())
        .collect();
    let edit = AlbumEdit {
        names,
        deleted: Vec::new(),
        covers,
        turns: Vec::new(),
    };
    for command in [
        AlbumCommand::SaveAlbum {
            expected_version: version,
            edit,
            at,
        },
        AlbumCommand::PublishAlbum { at },
    ] {
        let metadata = context.metadata(&command);
        state
            .executor::<Album>()
            .execute(&id, command, metadata)
            .await?;
    }
    Ok(album.get())
}

/// Whether the site has any album, even a deleted one.
pub async fn has_albums(state: &CommandState) -> Result<bool, ApiError> {
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_type = $1")
        .bind(events::album::AGGREGATE_TYPE)
        .fetch_one(&state.pool)
        .await?;
    Ok(count > 0)
}
