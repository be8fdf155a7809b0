//! The `Album` aggregate: one photo album's names, photos, covers, turns and status (SPEC §3
//! "Album", §4 "Dog and album status", "Album cover").
//!
//! Rules the SPEC leaves open, as decided here:
//! - Photos join an album one by one as they are uploaded, each at once, so a long upload that
//!   is left half way keeps what arrived. Adding a photo names no version: uploads run side by
//!   side and none of them can contradict another. The same upload sent twice is one photo.
//! - Everything else staff change on the album page (names, covers, turns, deletions) is saved
//!   together and must name the version the page was loaded at (409 `conflict` when stale). A
//!   save becomes one event per change, so the history shows each.
//! - Covers keep their places: a saved cover that stays a cover keeps its index, the ones
//!   removed free theirs, and each new one takes the lowest free place, in the order staff
//!   chose them. A fourth cover is refused (422 `coverFull`).
//! - Publishing a published album and hiding a hidden one record nothing. A deleted album is
//!   gone: later commands answer 404, its id is never reused, and its names are free again.

/// The JSON bodies of the album calls.
pub mod body;
/// The album's history panel: its events, one version, a restore.
pub mod history_routes;
/// The album's names and the rules they are parsed by.
pub mod name;
/// The album page's saves.
pub mod page_routes;
/// Photos added one by one, and their turns.
pub mod photo_routes;
/// `/api/admin/albums/...`: the handlers and their OpenAPI operations.
pub mod routes;
/// The albums `doghotel seed-demo` adds.
pub mod seed;
#[cfg(test)]
mod tests;
/// The aggregate as its changes answer it, and its id in a path.
pub mod view;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::album::{
    AlbumContent, AlbumEvent, AlbumStatus, PhotoImage, AGGREGATE_TYPE, COVER_SLOTS,
};
use events::AlbumId;
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT};
use crate::executor::Runnable;
use crate::name_claims::ClaimsOf;
use errors::ErrorCode;
pub use name::{name_claim, AlbumName};

const COVER_FULL: Reason = Reason::new(
    ErrorCode::CoverFull,
    "An album has at most 3 cover photos; remove one first.",
);
const NO_SUCH_PHOTO: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "A photo of the save is not in the album (deleted meanwhile?). Reload the album.",
);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Album {
    /// `None` until the album is created.
    content: Option<AlbumContent>,
    status: AlbumStatus,
    deleted: bool,
    /// The highest photo number given so far; numbers are never reused.
    last_number: u32,
    created_at: Option<DateTime<Utc>>,
    changed_at: Option<DateTime<Utc>>,
    /// The number of events applied: the version a save names (CQRS-NOTES trap 5).
    version: u64,
}

/// A photo's new quarter turns and the image rendered at them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    pub number: u32,
    pub turns: u8,
    pub image: PhotoImage,
}

/// What the album page saves, whole: the state staff want, which the aggregate turns into
/// the events that get there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlbumEdit {
    pub names: AlbumName,
    /// The photos to delete.
    pub deleted: Vec<u32>,
    /// The cover photos, in the order staff chose them.
    pub covers: Vec<u32>,
    /// Photos whose turns changed, rendered at their new turns.
    pub turns: Vec<Turn>,
}

pub enum AlbumCommand {
    CreateAlbum {
        names: AlbumName,
        at: DateTime<Utc>,
    },
    AddPhoto {
        /// The upload as it came (what a turn renders from).
        source: String,
        image: PhotoImage,
        at: DateTime<Utc>,
    },
    SaveAlbum {
        expected_version: u64,
        edit: AlbumEdit,
        at: DateTime<Utc>,
    },
    /// Saves what an earlier version held over the current album.
    RestoreAlbum {
        expected_version: u64,
        from_version: u64,
        content: AlbumContent,
        at: DateTime<Utc>,
    },
    PublishAlbum {
        at: DateTime<Utc>,
    },
    HideAlbum {
        at: DateTime<Utc>,
    },
    DeleteAlbum {
        at: DateTime<Utc>,
    },
}

impl CommandName for AlbumCommand {
    fn name(&self) -> &'static str {
        match self {
            AlbumCommand::CreateAlbum { .. } => "CreateAlbum",
            AlbumCommand::AddPhoto { .. } => "AddPhoto",
            AlbumCommand::SaveAlbum { .. } => "SaveAlbum",
            AlbumCommand::RestoreAlbum { .. } => "RestoreAlbum",
            AlbumCommand::PublishAlbum { .. } => "PublishAlbum",
            AlbumCommand::HideAlbum { .. } => "HideAlbum",
            AlbumCommand::DeleteAlbum { .. } => "DeleteAlbum",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AlbumError {
    #[error("the album already exists")]
    AlreadyExists,
    /// Never created, or deleted.
    #[error("the album does not exist")]
    NotFound,
    #[error("the album changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("version {0} is not in the album's history")]
    NoSuchVersion(u64),
    #[error("photo {0} is not in the album")]
    NoSuchPhoto(u32),
    #[error("more than {COVER_SLOTS} covers")]
    CoverFull,
}

/// A fresh album id from the `album_ids` sequence.
pub(crate) async fn next_id(pool: &sqlx::PgPool) -> Result<AlbumId, ApiError> {
    let number = sqlx::query_scalar("SELECT nextval('album_ids')")
        .fetch_one(pool)
        .await?;
    AlbumId::new(number)
        .ok_or_else(|| anyhow::anyhow!("the album_ids sequence gave {number}").into())
}

impl From<AlbumError> for ApiError {
    fn from(error: AlbumError) -> ApiError {
        match error {
            // Ids are generated fresh for each creation; meeting one twice is a lost race.
            AlbumError::AlreadyExists | AlbumError::StaleVersion { .. } => {
                ApiError::Conflict(CONFLICT)
            }
            AlbumError::NotFound | AlbumError::NoSuchVersion(_) => ApiError::NotFound,
            AlbumError::NoSuchPhoto(_) => ApiError::InvalidInput(NO_SUCH_PHOTO),
            AlbumError::CoverFull => ApiError::RuleBroken(COVER_FULL),
        }
    }
}

impl Album {
    /// The names and photos; `None` before creation.
    pub fn content(&self) -> Option<&AlbumContent> {
        self.content.as_ref()
    }

    pub fn status(&self) -> AlbumStatus {
        self.status
    }

    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    pub fn created_at(&self) -> Option<DateTime<Utc>> {
        self.created_at
    }

    pub fn changed_at(&self) -> Option<DateTime<Utc>> {
        self.changed_at
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    /// The content of an album that exists now: created and not deleted.
    fn require_existing(&self) -> Result<&AlbumContent, AlbumError> {
        match &self.content {
            Some(content) if !self.deleted => Ok(content),
            _ => Err(AlbumError::NotFound),
        }
    }

    fn require_version(&self, expected: u64) -> Result<(), AlbumError> {
        if expected == self.version {
            Ok(())
        } else {
            Err(AlbumError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }

    async fn set_status(
        &mut self,
        status: AlbumStatus,
        event: AlbumEvent,
        sink: &EventSink<Self>,
    ) -> Result<(), AlbumError> {
        self.require_existing()?;
        if self.status != status {
            sink.write(event, self).await;
        }
        Ok(())
    }

    /// The events that take the album from its content to `edit`, in an order that is valid
    /// step by step: names, covers given up, deletions, turns, then the new covers.
    fn changes(
        content: &AlbumContent,
        edit: AlbumEdit,
        at: DateTime<Utc>,
    ) -> Result<Vec<AlbumEvent>, AlbumError> {
        let named = edit
            .deleted
            .iter()
            .chain(&edit.covers)
            .copied()
            .chain(edit.turns.iter().map(|turn| turn.number));
        for number in named {
            if content.photo(number).is_none() {
                return Err(AlbumError::NoSuchPhoto(number));
            }
        }
        let mut covers: Vec<u32> = Vec::new();
        for number in edit.covers {
            if !covers.contains(&number) && !edit.deleted.contains(&number) {
                covers.push(number);
            }
        }
        if covers.len() > usize::from(COVER_SLOTS) {
            return Err(AlbumError::CoverFull);
        }

        let mut events = Vec::new();
        let mut after = content.clone();
        let mut record = |event: AlbumEvent, after: &mut AlbumContent| {
            after.apply(&event);
            events.push(event);
        };
        let names = edit.names.into_text();
        if names != content.names {
            record(AlbumEvent::AlbumRenamed { names, at }, &mut after);
        }
        for photo in content.ordered() {
            if let Some(index) = photo.cover_index {
                if !covers.contains(&photo.number) {
                    let number = photo.number;
                    record(AlbumEvent::CoverRemoved { number, index, at }, &mut after);
                }
            }
        }
        for number in edit.deleted {
            if after.photo(number).is_some() {
                record(AlbumEvent::PhotoDeleted { number, at }, &mut after);
            }
        }
        for Turn {
            number,
            turns,
            image,
        } in edit.turns
        {
            let turns = turns % 4;
            let current = after.photo(number).map(|photo| photo.turns);
            if current.is_some_and(|current| current != turns) {
                let event = AlbumEvent::PhotoTurned {
                    number,
                    turns,
                    image,
                    at,
                };
                record(event, &mut after);
            }
        }
        for number in covers {
            if after
                .photo(number)
                .is_some_and(|photo| photo.cover_index.is_none())
            {
                let index = after.free_cover_index().ok_or(AlbumError::CoverFull)?;
                record(AlbumEvent::CoverSelected { number, index, at }, &mut after);
            }
        }
        Ok(events)
    }
}

impl Runnable for Album {
    const NAME_CLAIMS: ClaimsOf<AlbumEvent> = name::name_claim;
}

impl Aggregate for Album {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = AlbumCommand;
    type Event = AlbumEvent;
    type Error = AlbumError;
    type Services = ();

    async fn handle(
        &mut self,
        command: AlbumCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), AlbumError> {
        match command {
            AlbumCommand::CreateAlbum { names, at } => {
                if self.content.is_some() {
                    return Err(AlbumError::AlreadyExists);
                }
                let names = names.into_text();
                sink.write(AlbumEvent::AlbumCreated { names, at }, self)
                    .await;
            }
            AlbumCommand::AddPhoto { source, image, at } => {
                let content = self.require_existing()?;
                // An upload sent again (a retry after a lost answer) is the photo already added.
                if content.photo_from(&source).is_some() {
                    return Ok(());
                }
                let added = AlbumEvent::PhotoAdded {
                    number: self.last_number + 1,
                    source,
                    image,
                    at,
                };
                sink.write(added, self).await;
            }
            AlbumCommand::SaveAlbum {
                expected_version,
                edit,
                at,
            } => {
                let content = self.require_existing()?;
                self.require_version(expected_version)?;
                for event in Self::changes(content, edit, at)? {
                    sink.write(event, self).await;
                }
            }
            AlbumCommand::RestoreAlbum {
                expected_version,
                from_version,
                content,
                at,
            } => {
                let current = self.require_existing()?;
                self.require_version(expected_version)?;
                if from_version == 0 || from_version > self.version {
                    return Err(AlbumError::NoSuchVersion(from_version));
                }
                if current != &content {
                    let restored = AlbumEvent::AlbumRestored {
                        from_version,
                        content,
                        at,
                    };
                    sink.write(restored, self).await;
                }
            }
            AlbumCommand::PublishAlbum { at } => {
                let event = AlbumEvent::AlbumPublished { at };
                self.set_status(AlbumStatus::Published, event, sink).await?;
            }
            AlbumCommand::HideAlbum { at } => {
                let event = AlbumEvent::AlbumHidden { at };
                self.set_status(AlbumStatus::NotPublished, event, sink)
                    .await?;
            }
            AlbumCommand::DeleteAlbum { at } => {
                self.require_existing()?;
                sink.write(AlbumEvent::AlbumDeleted { at }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: AlbumEvent) {
        self.version += 1;
        let at = event.at();
        self.changed_at = Some(at);
        match &event {
            AlbumEvent::AlbumCreated { .. } => {
                self.content = Some(AlbumContent::default());
                self.created_at = Some(at);
            }
            AlbumEvent::PhotoAdded { number, .. } => {
                self.last_number = self.last_number.max(*number);
            }
            AlbumEvent::AlbumPublished { .. } => self.status = AlbumStatus::Published,
            AlbumEvent::AlbumHidden { .. } => self.status = AlbumStatus::NotPublished,
            AlbumEvent::AlbumDeleted { .. } => self.deleted = true,
            _ => {}
        }
        if let Some(content) = &mut self.content {
            content.apply(&event);
        }
    }
}

/// The cover photos' numbers by their places.
pub(crate) fn covers(content: &events::album::AlbumContent) -> Vec<u32> {
    content
        .ordered()
        .into_iter()
        .filter(|photo| photo.cover_index.is_some())
        .map(|photo| photo.number)
        .collect()
}
