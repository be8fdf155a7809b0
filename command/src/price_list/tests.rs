use super::*;
use crate::edited_record::{Named, RecordCommand, RecordError};
use chrono::{DateTime, Utc};
use cqrs_es::test::TestFramework;
use events::price_list::{Category, PriceLine, Rate, Service, Target};
use events::LocalizedText;

use PriceItemEvent::*;

fn at(minute: u32) -> DateTime<Utc> {
    format!("2026-11-24T10:{minute:02}:00Z").parse().unwrap()
}

pub(crate) fn dog_hotel(day_price: &str) -> PriceItem {
    PriceItem {
        target: Target::Dog,
        service: Service::Hotel,
        category: Category::Hotel,
        position: 1,
        title: LocalizedText::new("Готель для собак", "Dog hotel"),
        description: LocalizedText::new("Вольєри", "Enclosures"),
        discount: LocalizedText::default(),
        lines: vec![PriceLine {
            id: 1,
            name: LocalizedText::new("З харчуванням готелю", "With the hotel's food"),
            value: day_price.to_owned(),
            rate: Some(Rate::DayHotelFood),
        }],
    }
}

fn item() -> TestFramework<PriceItemRecord> {
    TestFramework::with(())
}

fn edit(expected_version: u64, record: PriceItem) -> Named<PriceItemEvent> {
    Named(RecordCommand::Edit {
        expected_version,
        record,
        at: at(5),
    })
}

#[tokio::test]
async fn the_seed_creates_an_item_once() {
    item()
        .given_no_previous_events()
        .when_async(Named(RecordCommand::Create {
            record: dog_hotel("750"),
            at: at(0),
        }))
        .await
        .then_expect_events(vec![PriceItemCreated {
            record: dog_hotel("750"),
            at: at(0),
        }]);
    item()
        .given(vec![PriceItemCreated {
            record: dog_hotel("750"),
            at: at(0),
        }])
        .when_async(Named(RecordCommand::Create {
            record: dog_hotel("800"),
            at: at(1),
        }))
        .await
        .then_expect_error(RecordError::AlreadyExists);
}

#[tokio::test]
async fn a_new_day_price_at_the_current_version_is_recorded() {
    item()
        .given(vec![PriceItemCreated {
            record: dog_hotel("750"),
            at: at(0),
        }])
        .when_async(edit(1, dog_hotel("800")))
        .await
        .then_expect_events(vec![PriceItemEdited {
            record: dog_hotel("800"),
            at: at(5),
        }]);
}

#[tokio::test]
async fn an_edit_on_a_stale_form_is_refused() {
    item()
        .given(vec![
            PriceItemCreated {
                record: dog_hotel("750"),
                at: at(0),
            },
            PriceItemEdited {
                record: dog_hotel("800"),
                at: at(1),
            },
        ])
        .when_async(edit(1, dog_hotel("900")))
        .await
        .then_expect_error(RecordError::StaleVersion {
            expected: 1,
            actual: 2,
        });
}

#[tokio::test]
async fn saving_the_same_item_records_nothing() {
    item()
        .given(vec![PriceItemCreated {
            record: dog_hotel("750"),
            at: at(0),
        }])
        .when_async(edit(1, dog_hotel("750")))
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn editing_an_unknown_item_is_not_found() {
    item()
        .given_no_previous_events()
        .when_async(edit(0, dog_hotel("750")))
        .await
        .then_expect_error(RecordError::NotFound);
}

#[tokio::test]
async fn restoring_an_earlier_version_records_it_with_its_origin() {
    item()
        .given(vec![
            PriceItemCreated {
                record: dog_hotel("750"),
                at: at(0),
            },
            PriceItemEdited {
                record: dog_hotel("800"),
                at: at(1),
            },
        ])
        .when_async(Named(RecordCommand::Restore {
            expected_version: 2,
            from_version: 1,
            record: dog_hotel("750"),
            at: at(5),
        }))
        .await
        .then_expect_events(vec![PriceItemRestored {
            from_version: 1,
            record: dog_hotel("750"),
            at: at(5),
        }]);
}

#[test]
fn the_history_names_the_changed_values() {
    let mut after = dog_hotel("800");
    after.title.en = "Hotel for dogs".into();
    assert_eq!(
        PriceItemEvent::changed_fields(&dog_hotel("750"), &after),
        vec!["title.en", "lines.value"]
    );
}
