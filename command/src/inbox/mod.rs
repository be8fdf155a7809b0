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
use crate::executor::Runnable;

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

impl Runnable for InboxItem {}

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
mod tests;
