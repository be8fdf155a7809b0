//! The `Erasure` aggregate: a visitor forgotten. Its id is what the erasure was asked for (an
//! inbox item's id, or `subscription-…`), so asking again, by a retry, a second staff member
//! or the scheduler, finds it done and records nothing.
//!
//! The event names the aggregates whose personal data goes (`events::erasure`); the event
//! store blanks them in the transaction that records it, and the read models drop what they
//! showed of them. Which aggregates belong to a visitor is the route's and the scheduler's
//! question (`subjects`).

/// Recording an erasure, and removing the erased reviews' photos from the media store (also
/// what a restore does with the erasures recorded after its backup was taken).
pub mod record;
/// The admin call that erases a visitor from the inbox.
pub mod routes;
/// The scheduler's erasure of what was kept too long.
pub mod schedule;
/// Which aggregates hold a visitor's personal data.
pub mod subjects;

use std::convert::Infallible;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::erasure::{ErasedAggregate, ErasureEvent, ErasureReason, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::executor::Runnable;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Erasure {
    erased: bool,
}

pub enum ErasureCommand {
    Erase {
        subjects: Vec<ErasedAggregate>,
        reason: ErasureReason,
        at: DateTime<Utc>,
    },
}

impl CommandName for ErasureCommand {
    fn name(&self) -> &'static str {
        match self {
            ErasureCommand::Erase {
                reason: ErasureReason::Requested,
                ..
            } => "EraseVisitor",
            ErasureCommand::Erase {
                reason: ErasureReason::Expired,
                ..
            } => "EraseExpired",
        }
    }
}

impl Erasure {
    pub fn erased(&self) -> bool {
        self.erased
    }
}

impl Runnable for Erasure {}

impl Aggregate for Erasure {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = ErasureCommand;
    type Event = ErasureEvent;
    type Error = Infallible;
    type Services = ();

    async fn handle(
        &mut self,
        command: ErasureCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), Infallible> {
        let ErasureCommand::Erase {
            subjects,
            reason,
            at,
        } = command;
        if !self.erased && !subjects.is_empty() {
            sink.write(
                ErasureEvent::VisitorErased {
                    subjects,
                    reason,
                    at,
                },
                self,
            )
            .await;
        }
        Ok(())
    }

    fn apply(&mut self, event: ErasureEvent) {
        match event {
            ErasureEvent::VisitorErased { .. } => self.erased = true,
        }
    }
}

#[cfg(test)]
mod tests;
