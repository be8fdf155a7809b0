use chrono::{DateTime, Utc};
use cqrs_es::test::TestFramework;
use events::stay_capacity::{ClosedNights, Places};

use super::*;
use crate::edited_record::{Named, RecordCommand, RecordError};
use StayCapacityEvent::*;

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

fn create(record: CapacityRecord) -> Named<StayCapacityEvent> {
    Named(RecordCommand::Create { record, at: at() })
}

#[tokio::test]
async fn the_first_save_creates_the_capacity() {
    TestFramework::<StayCapacity>::with(())
        .given_no_previous_events()
        .when_async(create(capacity()))
        .await
        .then_expect_events(vec![CapacityCreated {
            record: capacity(),
            at: at(),
        }]);
}

#[tokio::test]
async fn a_second_first_save_from_a_form_loaded_before_the_first_is_refused() {
    TestFramework::<StayCapacity>::with(())
        .given(vec![CapacityCreated {
            record: capacity(),
            at: at(),
        }])
        .when_async(create(more_cats()))
        .await
        .then_expect_error(RecordError::AlreadyExists);
}

#[tokio::test]
async fn more_places_are_saved_over_the_version_they_were_edited_from() {
    TestFramework::<StayCapacity>::with(())
        .given(vec![CapacityCreated {
            record: capacity(),
            at: at(),
        }])
        .when_async(Named(RecordCommand::Edit {
            expected_version: 1,
            record: more_cats(),
            at: at(),
        }))
        .await
        .then_expect_events(vec![CapacityEdited {
            record: more_cats(),
            at: at(),
        }]);
}

#[test]
fn the_history_names_the_kind_whose_places_changed() {
    assert_eq!(
        StayCapacityEvent::changed_fields(&capacity(), &more_cats()),
        vec!["places.cat"]
    );
    let mut reopened = capacity();
    reopened.closed.clear();
    assert_eq!(
        StayCapacityEvent::changed_fields(&capacity(), &reopened),
        vec!["closed"]
    );
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
}
