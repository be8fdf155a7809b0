//! The JSON bodies of the admin album calls (SPEC §7 "Albums") and how they become an
//! [`AlbumEdit`]'s parts. Client-only fields the SPEC's album carries (`changed`,
//! `isCoverFull`, `initialCoverPhotosCount`, `snapshotAlbumId`) are not read.

use events::LocalizedText;
use serde::Deserialize;
use utoipa::ToSchema;

use super::AlbumName;
use crate::dog::body::TextsBody;
use crate::error::{ApiError, Reason};
use errors::ErrorCode;

const BAD_TURNS: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "turnsCount is a whole number of quarter turns from 0 to 3.",
)
.on_field("turns");

/// A new album: its names; it starts hidden and empty.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateAlbumBody {
    #[serde(default)]
    pub name: TextsBody,
}

/// New names for an album, at the version the page loaded.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TitlesBody {
    pub album_id: i64,
    pub version: u64,
    #[serde(default)]
    pub name: TextsBody,
}

/// The album page saved whole: names, the photos to delete, the covers wanted (all of them, in
/// the order chosen) and the photos' turns, at the version the page loaded.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SaveAlbumBody {
    pub id: i64,
    pub version: u64,
    #[serde(default)]
    pub name: TextsBody,
    #[serde(default)]
    pub deleted_photo_ids: Vec<u32>,
    #[serde(default)]
    pub covers: Vec<u32>,
    /// Only the photos whose turns staff changed need to be named.
    #[serde(default)]
    pub turns: Vec<TurnBody>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TurnBody {
    pub number: u32,
    pub turns_count: u8,
}

/// The names by SPEC §5's rules; the refusal names the language at fault.
pub fn album_name(body: &TextsBody) -> Result<AlbumName, ApiError> {
    AlbumName::parse(&LocalizedText::new(&body.uk, &body.en)).map_err(ApiError::InvalidInput)
}

/// The turns asked for, checked to be quarter turns 0 to 3.
pub fn turns(body: &[TurnBody]) -> Result<Vec<(u32, u8)>, ApiError> {
    body.iter()
        .map(|turn| match turn.turns_count {
            0..=3 => Ok((turn.number, turn.turns_count)),
            _ => Err(ApiError::InvalidInput(BAD_TURNS)),
        })
        .collect()
}
