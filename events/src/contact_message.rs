//! A visitor's message from the contact form (SPEC §3 "Contact form", §4 "Contact message"):
//! the contacts page, the header's contact modal, the prices page's book buttons. Like a dog
//! request, each message is an aggregate of its own, stored before the visitor is answered and
//! mailed to staff from the event.

use chrono::{DateTime, Utc};
use cqrs_es::persist::{EventUpcaster, SemanticVersionEventUpcaster};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::spam::SpamSignal;
use crate::{Language, StoredEvents};

/// The aggregate type under which contact messages are stored.
pub const AGGREGATE_TYPE: &str = "ContactMessage";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
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

/// 1.1 records which form the message came from (`kind`).
const RECEIVED_VERSION: &str = "1.1";

impl StoredEvents for ContactMessageEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;

    fn current_version(_event_type: &str) -> &'static str {
        RECEIVED_VERSION
    }

    fn upcasters() -> Vec<Box<dyn EventUpcaster>> {
        vec![Box::new(SemanticVersionEventUpcaster::new(
            "ContactMessageReceived",
            RECEIVED_VERSION,
            Box::new(lift_received),
        ))]
    }
}

/// The subjects the FAQ's form sent before 1.1, in Ukrainian and English: until then a
/// question was told from a message only by them.
const FAQ_SUBJECTS: [&str; 2] = ["Запитання зі сторінки FAQ", "A question from the FAQ page"];

/// `ContactMessageReceived` 1.0 → 1.1: `kind` is `question` for what the FAQ's form sent (by
/// its subject), `message` for the rest.
fn lift_received(mut payload: Value) -> Value {
    if let Some(fields) = payload
        .get_mut("ContactMessageReceived")
        .and_then(Value::as_object_mut)
    {
        let from_faq = fields
            .get("subject")
            .and_then(Value::as_str)
            .is_some_and(|subject| FAQ_SUBJECTS.contains(&subject));
        let kind = if from_faq {
            MessageKind::Question
        } else {
            MessageKind::Message
        };
        fields.insert("kind".to_owned(), serde_json::json!(kind));
    }
    payload
}

/// What the visitor filled in: a name, a message and one way to answer them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ContactMessageDetails {
    pub name: String,
    pub reply_to: ReplyChannel,
    pub message: String,
    /// Where the form was, e.g. the modal's title; empty when the page gave none.
    #[serde(default)]
    pub subject: String,
    /// The language the visitor wrote in, so staff (and later the reply) can answer in it.
    pub locale: Language,
    /// Which form it came from.
    pub kind: MessageKind,
    /// Set when the submission was judged to come from a bot; absent in what was stored
    /// before submissions were judged, which were all taken for people's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spam: Option<SpamSignal>,
}

/// The two forms that write to the hotel: the contact form and the FAQ's "ask your question".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum MessageKind {
    #[default]
    Message,
    Question,
}

/// SPEC §3 "Channels: by email, by phone": the contact form's visitor chose one; the blog's
/// subscription form (SPEC §7 "Blog subscribe") asks for both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ReplyChannel {
    /// Formatted `+38(050)123-45-67`.
    Phone(String),
    Email(String),
    PhoneAndEmail {
        phone: String,
        email: String,
    },
}

impl ReplyChannel {
    /// Formatted `+38(050)123-45-67`, when the visitor left one.
    pub fn phone(&self) -> Option<&str> {
        match self {
            ReplyChannel::Phone(phone) | ReplyChannel::PhoneAndEmail { phone, .. } => Some(phone),
            ReplyChannel::Email(_) => None,
        }
    }

    /// The way back to the visitor to show where there is room for one: the phone when they
    /// left one, since a call answers at once.
    pub fn first(&self) -> &str {
        match self {
            ReplyChannel::Phone(phone) | ReplyChannel::PhoneAndEmail { phone, .. } => phone,
            ReplyChannel::Email(email) => email,
        }
    }

    /// The address to answer by mail, when the visitor left one.
    pub fn email(&self) -> Option<&str> {
        match self {
            ReplyChannel::Email(email) | ReplyChannel::PhoneAndEmail { email, .. } => Some(email),
            ReplyChannel::Phone(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored_before_kinds(subject: &str) -> Value {
        serde_json::json!({"ContactMessageReceived": {
            "name": "Олена", "reply_to": {"phone": "+38(050)123-45-67"},
            "message": "Чи можна з кормом?", "subject": subject, "locale": "uk",
            "at": "2026-11-20T10:00:00Z"
        }})
    }

    fn kind_after_lifting(subject: &str) -> MessageKind {
        let lifted = lift_received(stored_before_kinds(subject));
        match serde_json::from_value(lifted).expect("today's shape") {
            ContactMessageEvent::ContactMessageReceived { message, .. } => message.kind,
        }
    }

    #[test]
    fn what_the_faq_form_sent_before_kinds_were_stored_is_a_question() {
        assert_eq!(
            kind_after_lifting("Запитання зі сторінки FAQ"),
            MessageKind::Question
        );
        assert_eq!(
            kind_after_lifting("A question from the FAQ page"),
            MessageKind::Question
        );
        assert_eq!(kind_after_lifting("Бронювання"), MessageKind::Message);
        assert_eq!(kind_after_lifting(""), MessageKind::Message);
    }
}
