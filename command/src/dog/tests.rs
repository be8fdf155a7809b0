use super::fields::tests::{photo, today, valid_input};
use super::*;
use chrono::Duration;
use cqrs_es::test::TestFramework;
use events::dog::{DogPhoto, DogSize, LocalizedText};

use DogEvent::*;

fn t0() -> DateTime<Utc> {
    "2026-03-01T10:00:00Z".parse().unwrap()
}

fn minutes(n: i64) -> DateTime<Utc> {
    t0() + Duration::minutes(n)
}

fn dog() -> TestFramework<Dog> {
    TestFramework::with(())
}

fn fields(input: &DogInput) -> DogFields {
    DogFields::parse(input, today()).unwrap()
}

fn first_details() -> DogDetails {
    fields(&valid_input()).into_details()
}

/// The form saved again with a new English name, a bigger size and one more photo.
fn edited_input() -> DogInput {
    let mut input = valid_input();
    input.name.en = "Brovko the Brave".into();
    input.size_id = Some(3);
    input.photos.push(photo("f7a8b9.jpg", false));
    input
}

fn created() -> DogEvent {
    DogCreated {
        details: first_details(),
        at: t0(),
    }
}

fn edit(expected_version: u64) -> DogCommand {
    DogCommand::EditDog {
        expected_version,
        fields: fields(&edited_input()),
        at: minutes(5),
    }
}

#[tokio::test]
async fn creating_a_dog_records_it_with_the_form_fields() {
    dog()
        .given_no_previous_events()
        .when_async(DogCommand::CreateDog {
            fields: fields(&valid_input()),
            at: t0(),
        })
        .await
        .then_expect_events(vec![created()]);
}

#[test]
fn a_new_dog_is_not_published() {
    let dog = Dog::from_events([created()]);
    assert_eq!(dog.status(), DogStatus::NotPublished);
    assert_eq!(dog.version(), 1);
    assert_eq!(dog.created_at(), Some(t0()));
    assert_eq!(dog.details(), Some(&first_details()));
}

#[tokio::test]
async fn creating_a_dog_that_exists_is_refused() {
    dog()
        .given(vec![created()])
        .when_async(DogCommand::CreateDog {
            fields: fields(&edited_input()),
            at: minutes(1),
        })
        .await
        .then_expect_error(DogError::AlreadyExists);
}

#[tokio::test]
async fn creating_a_dog_under_a_deleted_dogs_id_is_refused() {
    dog()
        .given(vec![created(), DogDeleted { at: minutes(1) }])
        .when_async(DogCommand::CreateDog {
            fields: fields(&valid_input()),
            at: minutes(2),
        })
        .await
        .then_expect_error(DogError::AlreadyExists);
}

#[tokio::test]
async fn editing_at_the_current_version_records_the_new_fields() {
    dog()
        .given(vec![created(), DogPublished { at: minutes(1) }])
        .when_async(edit(2))
        .await
        .then_expect_events(vec![DogEdited {
            details: fields(&edited_input()).into_details(),
            at: minutes(5),
        }]);
}

#[test]
fn editing_keeps_the_status_and_replaces_the_record() {
    let edited = fields(&edited_input()).into_details();
    let dog = Dog::from_events([
        created(),
        DogPublished { at: minutes(1) },
        DogEdited {
            details: edited.clone(),
            at: minutes(5),
        },
    ]);
    assert_eq!(dog.status(), DogStatus::Published);
    assert_eq!(dog.details(), Some(&edited));
    assert_eq!(dog.details().unwrap().size, DogSize::Big);
    assert_eq!(dog.changed_at(), Some(minutes(5)));
    assert_eq!(dog.created_at(), Some(t0()));
}

#[tokio::test]
async fn an_edit_from_a_stale_form_is_refused() {
    dog()
        .given(vec![created(), DogPublished { at: minutes(1) }])
        .when_async(edit(1))
        .await
        .then_expect_error(DogError::StaleVersion {
            expected: 1,
            actual: 2,
        });
}

#[tokio::test]
async fn an_edit_from_a_version_not_yet_reached_is_refused() {
    dog()
        .given(vec![created()])
        .when_async(edit(7))
        .await
        .then_expect_error(DogError::StaleVersion {
            expected: 7,
            actual: 1,
        });
}

#[tokio::test]
async fn an_edit_that_changes_nothing_records_nothing() {
    dog()
        .given(vec![created()])
        .when_async(DogCommand::EditDog {
            expected_version: 1,
            fields: fields(&valid_input()),
            at: minutes(5),
        })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn editing_a_missing_or_deleted_dog_is_not_found() {
    dog()
        .given_no_previous_events()
        .when_async(edit(0))
        .await
        .then_expect_error(DogError::NotFound);
    dog()
        .given(vec![created(), DogDeleted { at: minutes(1) }])
        .when_async(edit(2))
        .await
        .then_expect_error(DogError::NotFound);
}

#[tokio::test]
async fn publishing_a_hidden_dog_records_it() {
    dog()
        .given(vec![created()])
        .when_async(DogCommand::PublishDog { at: minutes(1) })
        .await
        .then_expect_events(vec![DogPublished { at: minutes(1) }]);
}

#[tokio::test]
async fn publishing_a_published_dog_records_nothing() {
    dog()
        .given(vec![created(), DogPublished { at: minutes(1) }])
        .when_async(DogCommand::PublishDog { at: minutes(2) })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn hiding_a_published_dog_records_it() {
    dog()
        .given(vec![created(), DogPublished { at: minutes(1) }])
        .when_async(DogCommand::HideDog { at: minutes(2) })
        .await
        .then_expect_events(vec![DogHidden { at: minutes(2) }]);
}

#[tokio::test]
async fn hiding_a_hidden_dog_records_nothing() {
    dog()
        .given(vec![created()])
        .when_async(DogCommand::HideDog { at: minutes(1) })
        .await
        .then_expect_events(vec![]);
    dog()
        .given(vec![
            created(),
            DogPublished { at: minutes(1) },
            DogHidden { at: minutes(2) },
        ])
        .when_async(DogCommand::HideDog { at: minutes(3) })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn deleting_a_dog_records_it() {
    dog()
        .given(vec![created(), DogPublished { at: minutes(1) }])
        .when_async(DogCommand::DeleteDog { at: minutes(2) })
        .await
        .then_expect_events(vec![DogDeleted { at: minutes(2) }]);
}

#[tokio::test]
async fn nothing_can_be_done_to_a_missing_dog() {
    let commands = || {
        [
            DogCommand::PublishDog { at: minutes(1) },
            DogCommand::HideDog { at: minutes(1) },
            DogCommand::DeleteDog { at: minutes(1) },
        ]
    };
    for command in commands() {
        dog()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(DogError::NotFound);
    }
}

#[tokio::test]
async fn nothing_can_be_done_to_a_deleted_dog() {
    let commands = [
        DogCommand::PublishDog { at: minutes(3) },
        DogCommand::HideDog { at: minutes(3) },
        DogCommand::DeleteDog { at: minutes(3) },
    ];
    for command in commands {
        dog()
            .given(vec![
                created(),
                DogPublished { at: minutes(1) },
                DogDeleted { at: minutes(2) },
            ])
            .when_async(command)
            .await
            .then_expect_error(DogError::NotFound);
    }
}

#[test]
fn every_event_raises_the_version_so_it_equals_the_event_count() {
    let events = [
        created(),
        DogPublished { at: minutes(1) },
        DogHidden { at: minutes(2) },
        DogDeleted { at: minutes(3) },
    ];
    for n in 0..=events.len() {
        let dog = Dog::from_events(events[..n].iter().cloned());
        assert_eq!(dog.version(), n as u64);
    }
}

#[test]
fn folding_the_first_events_shows_the_dog_as_staff_saw_it_then() {
    let first = first_details();
    let second = fields(&edited_input()).into_details();
    let mut third_input = edited_input();
    third_input.description.uk = "Тепер живе з котом і дуже цим задоволений.".into();
    let third = fields(&third_input).into_details();
    let history = [
        DogCreated {
            details: first.clone(),
            at: t0(),
        },
        DogEdited {
            details: second.clone(),
            at: minutes(5),
        },
        DogPublished { at: minutes(6) },
        DogEdited {
            details: third.clone(),
            at: minutes(7),
        },
        DogHidden { at: minutes(8) },
        DogDeleted { at: minutes(9) },
    ];
    // (record, status, deleted) after each prefix of the history.
    let seen = [
        (&first, DogStatus::NotPublished, false),
        (&second, DogStatus::NotPublished, false),
        (&second, DogStatus::Published, false),
        (&third, DogStatus::Published, false),
        (&third, DogStatus::NotPublished, false),
        (&third, DogStatus::NotPublished, true),
    ];
    for (index, &(details, status, deleted)) in seen.iter().enumerate() {
        let n = index + 1;
        let dog = Dog::from_events(history[..n].to_vec());
        assert_eq!(dog.details(), Some(details), "after {n} events");
        assert_eq!(dog.status(), status, "after {n} events");
        assert_eq!(dog.is_deleted(), deleted, "after {n} events");
        assert_eq!(dog.version(), n as u64, "after {n} events");
    }
    assert_eq!(
        first.changed_fields(&second),
        ["name.en", "sizeId", "photos"]
    );
    assert_eq!(second.changed_fields(&third), ["description.uk"]);
}

#[tokio::test]
async fn the_command_result_state_matches_a_replay_of_all_events() {
    // The HTTP answer is built from the state the sink leaves; it must equal a fresh load.
    let given = vec![created(), DogPublished { at: minutes(1) }];
    let new_events = dog()
        .given(given.clone())
        .when_async(edit(2))
        .await
        .inspect_result()
        .unwrap();
    let mut all = given;
    all.extend(new_events);
    let dog = Dog::from_events(all);
    assert_eq!(dog.version(), 3);
    assert_eq!(
        dog.details().unwrap().name,
        LocalizedText::new("Бровко", "Brovko the Brave")
    );
    assert_eq!(
        dog.details().unwrap().photos.last(),
        Some(&DogPhoto {
            image_id: "f7a8b9.jpg".into(),
            main: false
        })
    );
}

#[tokio::test]
async fn restoring_saves_an_earlier_record_over_the_current_one() {
    let edited = fields(&edited_input()).into_details();
    let history = vec![
        created(),
        DogEdited {
            details: edited,
            at: minutes(5),
        },
    ];
    dog()
        .given(history.clone())
        .when_async(DogCommand::RestoreDog {
            expected_version: 2,
            from_version: 1,
            details: first_details(),
            at: minutes(9),
        })
        .await
        .then_expect_events(vec![DogRestored {
            from_version: 1,
            details: first_details(),
            at: minutes(9),
        }]);
    dog()
        .given(history.clone())
        .when_async(DogCommand::RestoreDog {
            expected_version: 1,
            from_version: 1,
            details: first_details(),
            at: minutes(9),
        })
        .await
        .then_expect_error(DogError::StaleVersion {
            expected: 1,
            actual: 2,
        });
    dog()
        .given(history)
        .when_async(DogCommand::RestoreDog {
            expected_version: 2,
            from_version: 3,
            details: first_details(),
            at: minutes(9),
        })
        .await
        .then_expect_error(DogError::NoSuchVersion(3));
}

#[test]
fn refusals_answer_their_http_outcomes() {
    let code = |error: DogError| ApiError::from(error).code();
    assert_eq!(code(DogError::AlreadyExists), "conflict");
    assert_eq!(
        code(DogError::StaleVersion {
            expected: 1,
            actual: 2
        }),
        "conflict"
    );
    assert_eq!(code(DogError::NotFound), "message404Error");
    assert!(matches!(
        ApiError::from(DogError::NotFound),
        ApiError::NotFound
    ));
    assert!(matches!(
        ApiError::from(DogError::StaleVersion {
            expected: 1,
            actual: 2
        }),
        ApiError::Conflict(_)
    ));
}

#[test]
fn the_aggregate_state_round_trips_through_json() {
    let dog = Dog::from_events([created(), DogPublished { at: minutes(1) }]);
    let json = serde_json::to_string(&dog).unwrap();
    assert_eq!(serde_json::from_str::<Dog>(&json).unwrap(), dog);
}
