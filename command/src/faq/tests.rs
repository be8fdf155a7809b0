use chrono::Duration;
use cqrs_es::test::TestFramework;
use events::LocalizedText;

use super::*;
use FaqEvent::*;

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

fn faq() -> TestFramework<Faq> {
    TestFramework::with(())
}

fn fields(question: &str) -> FaqFields {
    FaqFields {
        question: LocalizedText::new(question, question),
        answer: LocalizedText::new("<p>Так</p>", "<p>Yes</p>"),
    }
}

fn added(id: i64, question: &str) -> FaqEvent {
    FaqItemAdded {
        item: item(id, fields(question)),
        at: at(0),
    }
}

fn three() -> Vec<FaqEvent> {
    vec![
        added(1, "Щеплення?"),
        added(2, "Що взяти?"),
        added(3, "Оплата?"),
    ]
}

#[tokio::test]
async fn the_first_question_gets_id_one() {
    faq()
        .given_no_previous_events()
        .when_async(FaqCommand::AddItem {
            fields: fields("Щеплення?"),
            at: at(0),
        })
        .await
        .then_expect_events(vec![added(1, "Щеплення?")]);
}

#[tokio::test]
async fn ids_are_never_reused_after_a_deletion() {
    let mut given = three();
    given.push(FaqItemDeleted {
        item_id: 3,
        at: at(1),
    });
    faq()
        .given(given)
        .when_async(FaqCommand::AddItem {
            fields: fields("Прогулянки?"),
            at: at(0),
        })
        .await
        .then_expect_events(vec![added(4, "Прогулянки?")]);
}

#[tokio::test]
async fn a_full_list_takes_no_more_questions() {
    let given = (1..=MAX_ITEMS as i64).map(|id| added(id, "Q")).collect();
    faq()
        .given(given)
        .when_async(FaqCommand::AddItem {
            fields: fields("Зайве"),
            at: at(0),
        })
        .await
        .then_expect_error(FaqError::Full);
}

#[tokio::test]
async fn an_answer_is_edited_at_the_loaded_version_only() {
    let mut changed = fields("Що взяти?");
    changed.answer.en = "<p>A leash and food.</p>".to_owned();
    faq()
        .given(three())
        .when_async(FaqCommand::EditItem {
            expected_version: 3,
            item_id: 2,
            fields: changed.clone(),
            at: at(1),
        })
        .await
        .then_expect_events(vec![FaqItemEdited {
            item: item(2, changed.clone()),
            at: at(1),
        }]);
    faq()
        .given(three())
        .when_async(FaqCommand::EditItem {
            expected_version: 2,
            item_id: 2,
            fields: changed,
            at: at(1),
        })
        .await
        .then_expect_error(FaqError::StaleVersion {
            expected: 2,
            actual: 3,
        });
}

#[tokio::test]
async fn saving_an_unchanged_question_records_nothing() {
    faq()
        .given(three())
        .when_async(FaqCommand::EditItem {
            expected_version: 3,
            item_id: 1,
            fields: fields("Щеплення?"),
            at: at(1),
        })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn an_unknown_question_is_not_found() {
    faq()
        .given(three())
        .when_async(FaqCommand::DeleteItem {
            item_id: 7,
            at: at(1),
        })
        .await
        .then_expect_error(FaqError::NoSuchItem);
}

#[tokio::test]
async fn reordering_needs_every_question_once() {
    faq()
        .given(three())
        .when_async(FaqCommand::ReorderItems {
            expected_version: 3,
            order: vec![2, 3, 1],
            at: at(1),
        })
        .await
        .then_expect_events(vec![FaqItemsReordered {
            order: vec![2, 3, 1],
            at: at(1),
        }]);
    faq()
        .given(three())
        .when_async(FaqCommand::ReorderItems {
            expected_version: 3,
            order: vec![2, 2, 1],
            at: at(1),
        })
        .await
        .then_expect_error(FaqError::BadOrder);
}

#[tokio::test]
async fn a_deleted_question_comes_back_with_a_restore() {
    let mut given = three();
    given.push(FaqItemDeleted {
        item_id: 2,
        at: at(1),
    });
    let mut earlier = FaqContent::default();
    for event in three() {
        earlier.apply(event);
    }
    faq()
        .given(given)
        .when_async(FaqCommand::RestoreItems {
            expected_version: 4,
            from_version: 3,
            items: earlier.items.clone(),
            at: at(2),
        })
        .await
        .then_expect_events(vec![FaqRestored {
            from_version: 3,
            items: earlier.items,
            at: at(2),
        }]);
}

#[test]
fn the_public_list_is_in_order_in_the_asked_language() {
    let mut content = FaqContent::default();
    for event in three() {
        content.apply(event);
    }
    content.apply(FaqItemsReordered {
        order: vec![3, 1, 2],
        at: at(1),
    });
    let public = content.public(events::Language::En);
    let ids: Vec<i64> = public.faq_value_set.iter().map(|i| i.id).collect();
    assert_eq!(ids, [3, 1, 2]);
    assert_eq!(public.faq_value_set[0].answer, "<p>Yes</p>");
    assert_eq!(public.faq_value_set[0].language.language_value, "en");
}

#[test]
fn refusals_carry_the_spec_keys() {
    let code = |error| ApiError::from(error).code();
    assert_eq!(code(FaqError::Full), "tooManyItems");
    assert_eq!(code(FaqError::BadOrder), "invalidRequest");
    assert_eq!(code(FaqError::NoSuchItem), "message404Error");
}
