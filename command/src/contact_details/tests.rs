use cqrs_es::test::TestFramework;
use events::LocalizedText;

use super::*;

fn details() -> ContactDetailsRecord {
    ContactDetailsRecord {
        landline: "+38(044)390-12-34".into(),
        mobile_phones: ["+38(067)123-45-67".into(), "+38(093)765-43-21".into()],
        email: "hello@doghotel.kyiv.ua".into(),
        address: LocalizedText::new("вул. Лісова, 12, Київ", "12 Lisova St, Kyiv"),
        social_url: "https://www.instagram.com/doghotel.kyiv/".into(),
        latitude: 50.4647,
        longitude: 30.6453,
    }
}

fn new_landline() -> ContactDetailsRecord {
    ContactDetailsRecord {
        landline: "+38(044)555-00-11".into(),
        ..details()
    }
}

fn at() -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse().unwrap()
}

fn saved(details: ContactDetailsRecord) -> ContactDetailsEvent {
    ContactDetailsEvent::ContactDetailsSaved { details, at: at() }
}

fn save(expected_version: u64, details: ContactDetailsRecord) -> ContactDetailsCommand {
    ContactDetailsCommand::SaveContactDetails {
        expected_version,
        details,
        at: at(),
    }
}

#[test]
fn the_first_save_creates_the_details() {
    TestFramework::<ContactDetails>::with(())
        .given_no_previous_events()
        .when(save(0, details()))
        .then_expect_events(vec![saved(details())]);
}

#[test]
fn a_new_landline_is_saved_over_the_version_it_was_edited_from() {
    TestFramework::<ContactDetails>::with(())
        .given(vec![saved(details())])
        .when(save(1, new_landline()))
        .then_expect_events(vec![saved(new_landline())]);
}

#[test]
fn a_save_from_an_older_version_is_refused() {
    TestFramework::<ContactDetails>::with(())
        .given(vec![saved(details()), saved(new_landline())])
        .when(save(1, details()))
        .then_expect_error(ContactDetailsError::Stale);
}

#[test]
fn saving_the_same_details_records_nothing() {
    TestFramework::<ContactDetails>::with(())
        .given(vec![saved(details())])
        .when(save(1, details()))
        .then_expect_events(vec![]);
}

#[test]
fn restoring_records_the_version_it_came_from() {
    TestFramework::<ContactDetails>::with(())
        .given(vec![saved(details()), saved(new_landline())])
        .when(ContactDetailsCommand::RestoreContactDetails {
            expected_version: 2,
            from_version: 1,
            details: details(),
            at: at(),
        })
        .then_expect_events(vec![ContactDetailsEvent::ContactDetailsRestored {
            details: details(),
            from_version: 1,
            at: at(),
        }]);
}
