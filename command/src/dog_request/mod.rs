//! The `DogRequest` aggregate: one visitor's request about one dog, stored before the visitor
//! is told it was received, so the staff mail sent from it can be late but never lost.

/// The modal's body and its rules.
pub mod body;
/// `POST /send-notification`.
pub mod routes;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::dog_request::{DogRequestDetails, DogRequestEvent, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};
use crate::executor::Runnable;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DogRequest {
    received: bool,
}

pub enum DogRequestCommand {
    /// Stores a request whose fields already passed the SPEC §5 rules.
    ReceiveDogRequest {
        request: DogRequestDetails,
        at: DateTime<Utc>,
    },
}

impl CommandName for DogRequestCommand {
    fn name(&self) -> &'static str {
        match self {
            DogRequestCommand::ReceiveDogRequest { .. } => "ReceiveDogRequest",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DogRequestError {
    #[error("the request was already received")]
    AlreadyReceived,
}

impl From<DogRequestError> for ApiError {
    fn from(error: DogRequestError) -> ApiError {
        match error {
            // Ids are fresh for every request; meeting one twice is a lost race.
            DogRequestError::AlreadyReceived => ApiError::Conflict(CONFLICT),
        }
    }
}

impl Runnable for DogRequest {}

impl Aggregate for DogRequest {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = DogRequestCommand;
    type Event = DogRequestEvent;
    type Error = DogRequestError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        match command {
            DogRequestCommand::ReceiveDogRequest { request, at } => {
                if self.received {
                    return Err(DogRequestError::AlreadyReceived);
                }
                sink.write(DogRequestEvent::DogRequestReceived { request, at }, self)
                    .await;
                Ok(())
            }
        }
    }

    fn apply(&mut self, event: Self::Event) {
        match event {
            DogRequestEvent::DogRequestReceived { .. } => self.received = true,
        }
    }
}

#[cfg(test)]
mod tests;
