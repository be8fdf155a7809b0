use cqrs_es::test::TestFramework;
use events::stay_capacity::{ClosedNights, PlaceKind, Places};

use super::*;

fn capacity() -> CapacityRecord {
    CapacityRecord {
        places: Places {
            dog_small: 6,
            dog_medium: 8,
            dog_big: 4,
            cat: 10,
        },
        closed: vec![ClosedNights {
            from: "2026-12-31".parse().unwrap(),
            to: "2027-01-01".parse().unwrap(),
            note: "New Year".into(),
        }],
    }
}

fn more_cats() -> CapacityRecord {
    let mut record = capacity();
    record.places.cat = 12;
    record
}

fn at() -> DateTime<Utc> {
    "2026-12-01T10:00:00Z".parse().unwrap()
}

fn saved(capacity: CapacityRecord) -> StayCapacityEvent {
    StayCapacityEvent::CapacitySaved { capacity, at: at() }
}

fn save(expected_version: u64, capacity: CapacityRecord) -> StayCapacityCommand {
    StayCapacityCommand::SaveCapacity {
        expected_version,
        capacity,
        at: at(),
    }
}

#[test]
fn the_first_save_creates_the_capacity() {
    TestFramework::<StayCapacity>::with(())
        .given_no_previous_events()
        .when(save(0, capacity()))
        .then_expect_events(vec![saved(capacity())]);
}

#[test]
fn more_places_are_saved_over_the_version_they_were_edited_from() {
    TestFramework::<StayCapacity>::with(())
        .given(vec![saved(capacity())])
        .when(save(1, more_cats()))
        .then_expect_events(vec![saved(more_cats())]);
}

#[test]
fn a_save_from_an_older_version_is_refused() {
    TestFramework::<StayCapacity>::with(())
        .given(vec![saved(capacity()), saved(more_cats())])
        .when(save(1, capacity()))
        .then_expect_error(StayCapacityError::Stale);
}

#[test]
fn saving_the_same_capacity_records_nothing() {
    TestFramework::<StayCapacity>::with(())
        .given(vec![saved(capacity())])
        .when(save(1, capacity()))
        .then_expect_events(vec![]);
}

#[test]
fn restoring_records_the_version_it_came_from() {
    TestFramework::<StayCapacity>::with(())
        .given(vec![saved(capacity()), saved(more_cats())])
        .when(StayCapacityCommand::RestoreCapacity {
            expected_version: 2,
            from_version: 1,
            capacity: capacity(),
            at: at(),
        })
        .then_expect_events(vec![StayCapacityEvent::CapacityRestored {
            capacity: capacity(),
            from_version: 1,
            at: at(),
        }]);
}

#[test]
fn a_closed_night_has_no_places_of_any_kind() {
    let record = capacity();
    let new_year = "2026-12-31".parse().unwrap();
    let after = "2027-01-02".parse().unwrap();
    for kind in PlaceKind::ALL {
        assert_eq!(record.places_on(kind, new_year), 0);
    }
    assert_eq!(record.places_on(PlaceKind::DogBig, after), 4);
    assert_eq!(
        record.changed_fields(&more_cats()),
        vec!["places.cat"],
        "only the cats' places differ"
    );
}
