//! A visitor's message from the contact form (SPEC §3 "Contact form", §4 "Contact message"):
//! the contacts page, the header's contact modal, the prices page's book buttons. Like a dog
//! request, each message is an aggregate of its own, stored before the visitor is answered and
//! mailed to staff from the event.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use crate::{Language, StoredEvents};

/// The aggregate type under which contact messages are stored.
pub const AGGREGATE_TYPE: &str = "ContactMessage";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ContactMessageEvent {
    /// The message as the visitor sent it, once every field passed the SPEC §5 rules.
    ContactMessageReceived {
        #[serde(flatten)]
        message: ContactMessageDetails,
        at: DateTime<Utc>,
    },
}

impl DomainEvent for ContactMessageEvent {
    fn event_type(&self) -> String {
        match self {
            ContactMessageEvent::ContactMessageReceived { .. } => {
                "ContactMessageReceived".to_owned()
            }
        }
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for ContactMessageEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// What the visitor filled in: a name, a message and one way to answer them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContactMessageDetails {
    pub name: String,
    pub reply_to: ReplyChannel,
    pub message: String,
    /// Where the form was, e.g. the modal's title; empty when the page gave none.
    #[serde(default)]
    pub subject: String,
    /// The language the visitor wrote in, so staff (and later the reply) can answer in it.
    pub locale: Language,
}

/// SPEC §3 "Channels: by email, by phone": the visitor chose one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ReplyChannel {
    /// Formatted `+38(050)123-45-67`.
    Phone(String),
    Email(String),
}
