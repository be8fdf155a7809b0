//! The `StayCapacity` aggregate: the hotel's places per kind of guest and the nights it is
//! closed, edited whole through the shared [`Record`](crate::edited_record::Record). One
//! record for the site; staff's first save creates it, later saves name the version they
//! edited, so two staff members cannot silently overwrite each other.

/// The admin form's body and its rules.
pub mod body;
/// The admin save, history and restore; the capacity and availability reads are on the read
/// side.
pub mod routes;
/// The places `doghotel seed-demo` stores.
pub mod seed;

use events::stay_capacity::{CapacityRecord, PlaceKind, StayCapacityEvent};

use crate::edited_record::{differing, EditedRecord, Record};

/// The aggregate.
pub type StayCapacity = Record<StayCapacityEvent>;

impl EditedRecord for StayCapacityEvent {
    const COMMANDS: [&'static str; 3] = ["CreateCapacity", "EditCapacity", "RestoreCapacity"];

    fn changed_fields(before: &CapacityRecord, after: &CapacityRecord) -> Vec<String> {
        let places = |kind: PlaceKind| before.places.of(kind) != after.places.of(kind);
        differing([
            ("places.dogSmall", places(PlaceKind::DogSmall)),
            ("places.dogMedium", places(PlaceKind::DogMedium)),
            ("places.dogBig", places(PlaceKind::DogBig)),
            ("places.cat", places(PlaceKind::Cat)),
            ("closed", before.closed != after.closed),
        ])
    }
}

#[cfg(test)]
mod tests;
