use cqrs_es::test::TestFramework;

use super::*;

type ItemTest = TestFramework<InboxItem>;

fn at() -> DateTime<Utc> {
    "2026-11-25T10:00:00Z".parse().unwrap()
}

fn change(status: InboxStatus, expected_version: u64) -> InboxItemCommand {
    InboxItemCommand::ChangeStatus {
        status,
        expected_version,
        at: at(),
    }
}

fn changed(status: InboxStatus) -> InboxItemEvent {
    InboxItemEvent::InboxStatusChanged { status, at: at() }
}

#[test]
fn a_new_item_moves_to_any_status() {
    for status in InboxStatus::ALL {
        ItemTest::with(())
            .given_no_previous_events()
            .when(change(status, 0))
            .then_expect_events(vec![changed(status)]);
    }
}

#[test]
fn staff_may_go_back() {
    ItemTest::with(())
        .given(vec![
            changed(InboxStatus::InProgress),
            changed(InboxStatus::Done),
        ])
        .when(change(InboxStatus::New, 2))
        .then_expect_events(vec![changed(InboxStatus::New)]);
}

#[test]
fn a_retry_of_a_change_made_records_nothing() {
    ItemTest::with(())
        .given(vec![changed(InboxStatus::Done)])
        .when(change(InboxStatus::Done, 0))
        .then_expect_events(vec![]);
}

#[test]
fn a_change_from_a_stale_version_is_refused() {
    ItemTest::with(())
        .given(vec![changed(InboxStatus::Done)])
        .when(change(InboxStatus::Spam, 0))
        .then_expect_error(InboxItemError::StaleVersion {
            expected: 0,
            actual: 1,
        });
    ItemTest::with(())
        .given(vec![changed(InboxStatus::InProgress)])
        .when(change(InboxStatus::InProgress, 5))
        .then_expect_error(InboxItemError::StaleVersion {
            expected: 5,
            actual: 1,
        });
}

fn reply(text: &str) -> InboxReply {
    InboxReply {
        to: "olena@example.com".into(),
        name: "Олена".into(),
        language: events::Language::Uk,
        text: text.into(),
    }
}

fn answer(text: &str, expected_version: u64) -> InboxItemCommand {
    InboxItemCommand::Reply {
        reply: reply(text),
        expected_version,
        at: at(),
    }
}

fn answered(text: &str) -> InboxItemEvent {
    InboxItemEvent::InboxReplied {
        reply: reply(text),
        at: at(),
    }
}

#[test]
fn staff_answer_at_the_version_they_loaded_and_a_retry_answers_once() {
    ItemTest::with(())
        .given(vec![changed(InboxStatus::InProgress)])
        .when(answer("Так, місце є.", 1))
        .then_expect_events(vec![answered("Так, місце є.")]);
    ItemTest::with(())
        .given(vec![answered("Так, місце є.")])
        .when(answer("Так, місце є.", 0))
        .then_expect_events(vec![]);
    // Another answer from the same stale page would answer twice unawares.
    ItemTest::with(())
        .given(vec![answered("Так, місце є.")])
        .when(answer("Місця немає.", 0))
        .then_expect_error(InboxItemError::StaleVersion {
            expected: 0,
            actual: 1,
        });
}

#[test]
fn a_second_answer_is_a_new_one() {
    ItemTest::with(())
        .given(vec![answered("Так, місце є.")])
        .when(answer("Так, місце є.", 1))
        .then_expect_events(vec![answered("Так, місце є.")]);
}

#[test]
fn the_status_of_the_version_named_may_be_asked_for_again() {
    // Done by a review's moderation, which the aggregate does not hold: staff asking for
    // the status they last recorded themselves must still be able to record it again.
    ItemTest::with(())
        .given(vec![changed(InboxStatus::InProgress)])
        .when(change(InboxStatus::InProgress, 1))
        .then_expect_events(vec![changed(InboxStatus::InProgress)]);
}
