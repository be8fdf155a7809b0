//! The `ContactMessage` aggregate: one visitor's message from the contact form (SPEC §4
//! "Contact message"), stored before the visitor is told it was received, so the staff mail
//! sent from it can be late but never lost.

/// SPEC §7's "Blog subscribe" call, stored as a contact message.
pub mod blog_subscription;
/// The form's body and its rules.
pub mod body;
/// `POST /send-message`.
pub mod routes;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::contact_message::{ContactMessageDetails, ContactMessageEvent, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};
use crate::executor::Runnable;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ContactMessage {
    received: bool,
}

pub enum ContactMessageCommand {
    /// Stores a message whose fields already passed the SPEC §5 rules.
    ReceiveContactMessage {
        message: ContactMessageDetails,
        at: DateTime<Utc>,
    },
}

impl CommandName for ContactMessageCommand {
    fn name(&self) -> &'static str {
        match self {
            ContactMessageCommand::ReceiveContactMessage { .. } => "ReceiveContactMessage",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactMessageError {
    #[error("the message was already received")]
    AlreadyReceived,
}

impl From<ContactMessageError> for ApiError {
    fn from(error: ContactMessageError) -> ApiError {
        match error {
            // Ids are fresh for every message; meeting one twice is a lost race.
            ContactMessageError::AlreadyReceived => ApiError::Conflict(CONFLICT),
        }
    }
}

impl Runnable for ContactMessage {}

impl Aggregate for ContactMessage {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = ContactMessageCommand;
    type Event = ContactMessageEvent;
    type Error = ContactMessageError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        let ContactMessageCommand::ReceiveContactMessage { message, at } = command;
        if self.received {
            return Err(ContactMessageError::AlreadyReceived);
        }
        let received = ContactMessageEvent::ContactMessageReceived { message, at };
        sink.write(received, self).await;
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        let ContactMessageEvent::ContactMessageReceived { .. } = event;
        self.received = true;
    }
}

#[cfg(test)]
mod tests;
