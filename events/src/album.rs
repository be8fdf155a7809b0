//! Photo albums (SPEC §3 "Album", §4 "Dog and album status", "Album cover", §9 cover photos and
//! pages): the events of the `Album` aggregate and the values they carry.
//!
//! A photo is known inside its album by a number the album gives it (1, 2, 3, … never reused),
//! so a deleted photo's number cannot come back meaning another photo. A photo's image is the
//! rendering at its current quarter turns; the upload it came from is kept by the media store, so
//! a turn renders again from the original instead of from an already compressed variant.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::localized::LocalizedText;
use crate::StoredEvents;

/// The aggregate type under which album events are stored.
pub const AGGREGATE_TYPE: &str = "Album";

/// Cover places of an album (SPEC §9 "Cover photos per album: 3"), indexes 0, 1 and 2.
pub const COVER_SLOTS: u8 = 3;

/// Images on an album's card: SPEC §9's largest layout shows three.
pub const CARD_IMAGES: usize = 3;

/// Photos per page, public and admin (SPEC §9 "gallery 16 per page").
pub const PHOTOS_PER_PAGE: i64 = 16;

/// An image of a photo: a media id and its upright size, which the viewer needs to lay a slide
/// out before it loads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PhotoImage {
    pub id: String,
    pub width: u32,
    pub height: u32,
}

/// One photo as the album holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlbumPhoto {
    /// The album's own number for it, from 1.
    pub number: u32,
    /// The upload as it came, unturned: what a turn renders from.
    pub source: String,
    /// The rendering at `turns`.
    pub image: PhotoImage,
    /// Quarter turns clockwise, 0 to 3 (SPEC §3 `turnsCount`).
    pub turns: u8,
    /// Its cover place, 0 to 2, when it is a cover.
    pub cover_index: Option<u8>,
    pub added_at: DateTime<Utc>,
}

/// What staff edit of an album, whole: what a restore puts back.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct AlbumContent {
    pub names: LocalizedText,
    /// Oldest first.
    pub photos: Vec<AlbumPhoto>,
}

/// Everything that happens to an album.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum AlbumEvent {
    /// A new, empty album, not yet published.
    AlbumCreated {
        names: LocalizedText,
        at: DateTime<Utc>,
    },
    AlbumRenamed {
        names: LocalizedText,
        at: DateTime<Utc>,
    },
    PhotoAdded {
        number: u32,
        source: String,
        image: PhotoImage,
        at: DateTime<Utc>,
    },
    /// A cover photo leaves its place first (`CoverRemoved`).
    PhotoDeleted {
        number: u32,
        at: DateTime<Utc>,
    },
    /// `number` takes cover place `index`, the lowest free one.
    CoverSelected {
        number: u32,
        index: u8,
        at: DateTime<Utc>,
    },
    CoverRemoved {
        number: u32,
        index: u8,
        at: DateTime<Utc>,
    },
    /// The photo now stands at `turns` quarter turns, rendered as `image`.
    PhotoTurned {
        number: u32,
        turns: u8,
        image: PhotoImage,
        at: DateTime<Utc>,
    },
    /// An earlier version's names, photos and covers saved over the current ones.
    AlbumRestored {
        from_version: u64,
        content: AlbumContent,
        at: DateTime<Utc>,
    },
    AlbumPublished {
        at: DateTime<Utc>,
    },
    AlbumHidden {
        at: DateTime<Utc>,
    },
    AlbumDeleted {
        at: DateTime<Utc>,
    },
}

impl AlbumEvent {
    /// When it happened.
    pub fn at(&self) -> DateTime<Utc> {
        match self {
            AlbumEvent::AlbumCreated { at, .. }
            | AlbumEvent::AlbumRenamed { at, .. }
            | AlbumEvent::PhotoAdded { at, .. }
            | AlbumEvent::PhotoDeleted { at, .. }
            | AlbumEvent::CoverSelected { at, .. }
            | AlbumEvent::CoverRemoved { at, .. }
            | AlbumEvent::PhotoTurned { at, .. }
            | AlbumEvent::AlbumRestored { at, .. }
            | AlbumEvent::AlbumPublished { at }
            | AlbumEvent::AlbumHidden { at }
            | AlbumEvent::AlbumDeleted { at } => *at,
        }
    }
}

impl DomainEvent for AlbumEvent {
    fn event_type(&self) -> String {
        match self {
            AlbumEvent::AlbumCreated { .. } => "AlbumCreated",
            AlbumEvent::AlbumRenamed { .. } => "AlbumRenamed",
            AlbumEvent::PhotoAdded { .. } => "PhotoAdded",
            AlbumEvent::PhotoDeleted { .. } => "PhotoDeleted",
            AlbumEvent::CoverSelected { .. } => "CoverSelected",
            AlbumEvent::CoverRemoved { .. } => "CoverRemoved",
            AlbumEvent::PhotoTurned { .. } => "PhotoTurned",
            AlbumEvent::AlbumRestored { .. } => "AlbumRestored",
            AlbumEvent::AlbumPublished { .. } => "AlbumPublished",
            AlbumEvent::AlbumHidden { .. } => "AlbumHidden",
            AlbumEvent::AlbumDeleted { .. } => "AlbumDeleted",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for AlbumEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

impl AlbumContent {
    /// Applies one event that changes the content; the others leave it as it is.
    pub fn apply(&mut self, event: &AlbumEvent) {
        match event {
            AlbumEvent::AlbumCreated { names, .. } | AlbumEvent::AlbumRenamed { names, .. } => {
                self.names = names.clone();
            }
            AlbumEvent::PhotoAdded {
                number,
                source,
                image,
                at,
            } => self.photos.push(AlbumPhoto {
                number: *number,
                source: source.clone(),
                image: image.clone(),
                turns: 0,
                cover_index: None,
                added_at: *at,
            }),
            AlbumEvent::PhotoDeleted { number, .. } => {
                self.photos.retain(|photo| photo.number != *number);
            }
            AlbumEvent::CoverSelected { number, index, .. } => {
                if let Some(photo) = self.photo_mut(*number) {
                    photo.cover_index = Some(*index);
                }
            }
            AlbumEvent::CoverRemoved { number, .. } => {
                if let Some(photo) = self.photo_mut(*number) {
                    photo.cover_index = None;
                }
            }
            AlbumEvent::PhotoTurned {
                number,
                turns,
                image,
                ..
            } => {
                if let Some(photo) = self.photo_mut(*number) {
                    photo.turns = *turns;
                    photo.image = image.clone();
                }
            }
            AlbumEvent::AlbumRestored { content, .. } => *self = content.clone(),
            AlbumEvent::AlbumPublished { .. }
            | AlbumEvent::AlbumHidden { .. }
            | AlbumEvent::AlbumDeleted { .. } => {}
        }
    }

    pub fn photo(&self, number: u32) -> Option<&AlbumPhoto> {
        self.photos.iter().find(|photo| photo.number == number)
    }

    /// The photo uploaded as `source`.
    pub fn photo_from(&self, source: &str) -> Option<&AlbumPhoto> {
        self.photos.iter().find(|photo| photo.source == source)
    }

    fn photo_mut(&mut self, number: u32) -> Option<&mut AlbumPhoto> {
        self.photos.iter_mut().find(|photo| photo.number == number)
    }

    /// The lowest cover place no photo holds; `None` when all are taken.
    pub fn free_cover_index(&self) -> Option<u8> {
        (0..COVER_SLOTS).find(|index| {
            !self
                .photos
                .iter()
                .any(|photo| photo.cover_index == Some(*index))
        })
    }

    pub fn photos_count(&self) -> u32 {
        u32::try_from(self.photos.len()).unwrap_or(u32::MAX)
    }

    /// The images an album's card shows: the first [`CARD_IMAGES`] in the SPEC §4 order.
    pub fn card_images(&self) -> Vec<PhotoImage> {
        self.ordered()
            .into_iter()
            .take(CARD_IMAGES)
            .map(|photo| photo.image.clone())
            .collect()
    }

    /// The photos in the order of SPEC §4 "Album cover": covers first by their place, the
    /// rest newest first.
    pub fn ordered(&self) -> Vec<&AlbumPhoto> {
        let mut photos: Vec<&AlbumPhoto> = self.photos.iter().collect();
        photos.sort_by_key(|photo| {
            (
                photo.cover_index.map_or(u8::MAX, |index| index),
                std::cmp::Reverse(photo.number),
            )
        });
        photos
    }
}

/// SPEC §4 "Dog and album status" is one set of states for both.
pub type AlbumStatus = crate::dog::DogStatus;
