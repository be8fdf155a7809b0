//! How staff see an album and its photos over the API (`/api/admin/albums/...`): one shape,
//! built by the command side from the aggregate and by the read side from the admin table, so
//! the two answers cannot drift apart.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::album::{AlbumContent, AlbumPhoto, AlbumStatus, LocalizedText, PhotoImage};

/// An album as the admin list and the album page show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminAlbumView {
    pub id: i64,
    /// The version a save must name (`PUT` body `version`).
    pub version: u64,
    #[schema(value_type = String, example = "NOT_PUBLISHED")]
    pub status: AlbumStatus,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    pub photos_count: u32,
    /// The card's images: up to three, covers first by place, then the newest.
    pub images: Vec<PhotoImage>,
    pub date_created: DateTime<Utc>,
    pub date_changed: DateTime<Utc>,
}

/// The facts an [`AdminAlbumView`] is made of, as the aggregate holds them.
pub struct AdminAlbumFacts<'a> {
    pub id: i64,
    pub version: u64,
    pub status: AlbumStatus,
    pub content: &'a AlbumContent,
    pub created_at: DateTime<Utc>,
    pub changed_at: DateTime<Utc>,
}

impl AdminAlbumView {
    pub fn new(facts: AdminAlbumFacts<'_>) -> AdminAlbumView {
        AdminAlbumView {
            id: facts.id,
            version: facts.version,
            status: facts.status,
            name: facts.content.names.clone(),
            photos_count: facts.content.photos_count(),
            images: facts.content.card_images(),
            date_created: facts.created_at,
            date_changed: facts.changed_at,
        }
    }
}

/// One photo as the album page's grid shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminPhotoView {
    /// The album's own number for the photo: what a save names it by.
    pub number: u32,
    /// The rendering at `turns`.
    pub image: PhotoImage,
    /// Quarter turns clockwise, 0 to 3.
    pub turns: u8,
    /// Its cover place, 0 to 2, or `null`.
    pub cover_index: Option<u8>,
    pub date_created: DateTime<Utc>,
}

impl From<&AlbumPhoto> for AdminPhotoView {
    fn from(photo: &AlbumPhoto) -> AdminPhotoView {
        AdminPhotoView {
            number: photo.number,
            image: photo.image.clone(),
            turns: photo.turns,
            cover_index: photo.cover_index,
            date_created: photo.added_at,
        }
    }
}
