//! The `InboxItem` aggregate: what staff did with one thing a visitor sent. The request itself
//! lives in its own aggregate (a dog request, a contact message, a review); the item's id names
//! it (`events::inbox::InboxItemId`), and the route checks it was received before a command
//! runs.
//!
//! Rules the issue leaves open, as decided here:
//! - Every item starts new; staff may set any status from any other (people change their
//!   minds), naming the version they loaded (409 `conflict` when someone changed it since).
//! - Staff answer the visitor by mail (`InboxReplied`, mailed by the `reply_mail` reactor),
//!   also naming the version they loaded, so two staff members do not both answer unawares. An
//!   answer changes no status: staff mark the item done when it is.
//! - A command already carried out (a retry, or two staff members choosing the same status
//!   from the same version) records nothing and answers as the first: the last event records
//!   what is asked for, and the version named is the one before it.
//! - The aggregate does not hold the status a review's moderation gives its item (done): that
//!   comes from the review's own events, which the read model follows. So "the same status" is
//!   judged by what staff last recorded, never by what the list shows.

/// The staff's JSON body.
pub mod body;
/// The admin status call.
pub mod routes;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::inbox::{InboxItemEvent, InboxReply, InboxStatus, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct InboxItem {
    /// The status and time staff last recorded; `None` while untouched (new).
    status: Option<(InboxStatus, DateTime<Utc>)>,
    /// The last event: a command that would record it again from the version before it is a
    /// retry.
    last: Option<InboxItemEvent>,
    /// The number of events applied: the version a change names.
    version: u64,
}

pub enum InboxItemCommand {
    ChangeStatus {
        status: InboxStatus,
        expected_version: u64,
        at: DateTime<Utc>,
    },
    /// Answers the visitor; the route found their address and checked the text.
    Reply {
        reply: InboxReply,
        expected_version: u64,
        at: DateTime<Utc>,
    },
}

impl CommandName for InboxItemCommand {
    fn name(&self) -> &'static str {
        match self {
            InboxItemCommand::ChangeStatus { .. } => "ChangeInboxStatus",
            InboxItemCommand::Reply { .. } => "ReplyToVisitor",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InboxItemError {
    #[error("the item changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
}

impl From<InboxItemError> for ApiError {
    fn from(error: InboxItemError) -> ApiError {
        match error {
            InboxItemError::StaleVersion { .. } => ApiError::Conflict(CONFLICT),
        }
    }
}

impl InboxItem {
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The status staff last set and when; `None` while no one has.
    pub fn last_change(&self) -> Option<(InboxStatus, DateTime<Utc>)> {
        self.status
    }

    /// When the last event was recorded; `None` before any.
    pub fn last_at(&self) -> Option<DateTime<Utc>> {
        self.last.as_ref().map(|event| match event {
            InboxItemEvent::InboxStatusChanged { at, .. }
            | InboxItemEvent::InboxReplied { at, .. } => *at,
        })
    }

    /// `Ok(None)` when `event` was recorded already from `expected` (a retry); the event to
    /// record when `expected` is the version; a refusal otherwise.
    fn record(
        &self,
        event: InboxItemEvent,
        expected: u64,
    ) -> Result<Option<InboxItemEvent>, InboxItemError> {
        let retry = expected + 1 == self.version
            && self.last.as_ref().is_some_and(|last| last.repeats(&event));
        if retry {
            return Ok(None);
        }
        if expected != self.version {
            return Err(InboxItemError::StaleVersion {
                expected,
                actual: self.version,
            });
        }
        Ok(Some(event))
    }
}

impl Aggregate for InboxItem {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = InboxItemCommand;
    type Event = InboxItemEvent;
    type Error = InboxItemError;
    type Services = ();

    async fn handle(
        &mut self,
        command: InboxItemCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), InboxItemError> {
        let (event, expected) = match command {
            InboxItemCommand::ChangeStatus {
                status,
                expected_version,
                at,
            } => (
                InboxItemEvent::InboxStatusChanged { status, at },
                expected_version,
            ),
            InboxItemCommand::Reply {
                reply,
                expected_version,
                at,
            } => (InboxItemEvent::InboxReplied { reply, at }, expected_version),
        };
        if let Some(event) = self.record(event, expected)? {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: InboxItemEvent) {
        self.version += 1;
        if let InboxItemEvent::InboxStatusChanged { status, at } = &event {
            self.status = Some((*status, *at));
        }
        self.last = Some(event);
    }
}

#[cfg(test)]
mod tests {
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
}
