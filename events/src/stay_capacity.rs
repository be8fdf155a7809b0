//! The hotel's places: how many guests of each kind it lodges a night, and the nights it is
//! closed (holidays, renovation). One record for the site, id [`CAPACITY_ID`], edited whole
//! (`edited_record`): a version is the record its event carries.
//!
//! A night is named by the date it starts on: a stay from the 3rd to the 5th takes the nights
//! of the 3rd and the 4th.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The aggregate type under which capacity events are stored.
pub const AGGREGATE_TYPE: &str = "StayCapacity";

/// The id of the one instance.
pub const CAPACITY_ID: &str = "hotel";

crate::record_events!(
    StayCapacityEvent,
    CapacityRecord,
    AGGREGATE_TYPE,
    CapacityCreated,
    CapacityEdited,
    CapacityRestored
);

/// What kind of place a guest takes: dogs by the sizes the site uses (SPEC §3), and cats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum PlaceKind {
    DogSmall,
    DogMedium,
    DogBig,
    Cat,
}

impl PlaceKind {
    pub const ALL: [PlaceKind; 4] = [
        PlaceKind::DogSmall,
        PlaceKind::DogMedium,
        PlaceKind::DogBig,
        PlaceKind::Cat,
    ];

    /// The name the API and the JSON use (`dogSmall`).
    pub fn value(self) -> &'static str {
        match self {
            PlaceKind::DogSmall => "dogSmall",
            PlaceKind::DogMedium => "dogMedium",
            PlaceKind::DogBig => "dogBig",
            PlaceKind::Cat => "cat",
        }
    }

    pub fn parse(text: &str) -> Option<PlaceKind> {
        PlaceKind::ALL.into_iter().find(|kind| kind.value() == text)
    }
}

/// The places of each kind on an open night.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Places {
    pub dog_small: u32,
    pub dog_medium: u32,
    pub dog_big: u32,
    pub cat: u32,
}

impl Places {
    pub fn of(&self, kind: PlaceKind) -> u32 {
        match kind {
            PlaceKind::DogSmall => self.dog_small,
            PlaceKind::DogMedium => self.dog_medium,
            PlaceKind::DogBig => self.dog_big,
            PlaceKind::Cat => self.cat,
        }
    }
}

/// Nights the hotel takes no guests, from `from` to `to`, both included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClosedNights {
    #[schema(value_type = String, example = "2026-12-31")]
    pub from: NaiveDate,
    #[schema(value_type = String, example = "2027-01-01")]
    pub to: NaiveDate,
    /// Why, for staff: visitors see only that the nights are closed.
    pub note: String,
}

impl ClosedNights {
    pub fn contains(&self, night: NaiveDate) -> bool {
        (self.from..=self.to).contains(&night)
    }
}

/// The places and the closed nights, already valid: closed periods in date order, apart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapacityRecord {
    pub places: Places,
    pub closed: Vec<ClosedNights>,
}

impl CapacityRecord {
    /// The places of `kind` on `night`: none on a closed night.
    pub fn places_on(&self, kind: PlaceKind, night: NaiveDate) -> u32 {
        if self.is_closed(night) {
            0
        } else {
            self.places.of(kind)
        }
    }

    pub fn is_closed(&self, night: NaiveDate) -> bool {
        self.closed.iter().any(|period| period.contains(night))
    }
}

/// The capacity as the admin page shows and edits it: the command side builds it from the
/// aggregate, the read side from its table, so the two answers are the same.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminCapacityView {
    /// The version a save must name (`0`: never saved).
    pub version: u64,
    /// When it was last changed; absent before the first save.
    pub changed_at: Option<DateTime<Utc>>,
    #[serde(flatten)]
    pub capacity: CapacityRecord,
}
