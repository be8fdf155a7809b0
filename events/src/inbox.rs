//! The staff inbox: everything visitors send the hotel (dog requests, contact messages,
//! questions, reviews waiting for moderation) as items staff work through.
//!
//! An item is not created by an event of its own: it exists because its request was received,
//! so requests sent before the inbox existed are items too. Its id names the request
//! ([`InboxItemId`]); the `InboxItem` aggregate of that id only records what staff did with it.

use std::fmt;

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Language, StoredEvents};

/// The aggregate type under which staff's handling of inbox items is stored.
pub const AGGREGATE_TYPE: &str = "InboxItem";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum InboxItemEvent {
    /// A staff member (the metadata's actor) moved the item to `status`.
    InboxStatusChanged {
        status: InboxStatus,
        at: DateTime<Utc>,
    },
    /// A staff member (the metadata's actor) answered the visitor; the `reply_mail` reactor
    /// mails it. The address, name and language are the request's, kept here as what was sent.
    InboxReplied {
        #[serde(flatten)]
        reply: InboxReply,
        at: DateTime<Utc>,
    },
}

impl InboxItemEvent {
    /// Whether `self` records what `other` does, whenever: a command that would write `other`
    /// right after `self` is a retry of the one that wrote it.
    pub fn repeats(&self, other: &InboxItemEvent) -> bool {
        match (self, other) {
            (
                InboxItemEvent::InboxStatusChanged { status, .. },
                InboxItemEvent::InboxStatusChanged { status: other, .. },
            ) => status == other,
            (
                InboxItemEvent::InboxReplied { reply, .. },
                InboxItemEvent::InboxReplied { reply: other, .. },
            ) => reply == other,
            _ => false,
        }
    }
}

/// A staff member's answer and where it goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct InboxReply {
    pub to: String,
    /// The visitor's name, for the greeting.
    pub name: String,
    /// The language the visitor wrote in: the mail's.
    pub language: Language,
    pub text: String,
}

impl DomainEvent for InboxItemEvent {
    fn event_type(&self) -> String {
        match self {
            InboxItemEvent::InboxStatusChanged { .. } => "InboxStatusChanged".to_owned(),
            InboxItemEvent::InboxReplied { .. } => "InboxReplied".to_owned(),
        }
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for InboxItemEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// Where an item stands. Every item starts `New`; staff may move it to any other status, and
/// back, since people change their minds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InboxStatus {
    New,
    InProgress,
    Done,
    Spam,
}

impl InboxStatus {
    pub const ALL: [InboxStatus; 4] = [
        InboxStatus::New,
        InboxStatus::InProgress,
        InboxStatus::Done,
        InboxStatus::Spam,
    ];

    /// The name in the API and the read tables.
    pub fn as_str(self) -> &'static str {
        match self {
            InboxStatus::New => "NEW",
            InboxStatus::InProgress => "IN_PROGRESS",
            InboxStatus::Done => "DONE",
            InboxStatus::Spam => "SPAM",
        }
    }

    pub fn parse(text: &str) -> Option<InboxStatus> {
        Self::ALL.into_iter().find(|status| status.as_str() == text)
    }
}

/// What a visitor sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InboxKind {
    DogRequest,
    Message,
    Question,
    Review,
}

impl InboxKind {
    pub const ALL: [InboxKind; 4] = [
        InboxKind::DogRequest,
        InboxKind::Message,
        InboxKind::Question,
        InboxKind::Review,
    ];

    /// The name in the API and the read tables.
    pub fn as_str(self) -> &'static str {
        match self {
            InboxKind::DogRequest => "DOG_REQUEST",
            InboxKind::Message => "MESSAGE",
            InboxKind::Question => "QUESTION",
            InboxKind::Review => "REVIEW",
        }
    }

    pub fn parse(text: &str) -> Option<InboxKind> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == text)
    }
}

/// The request an item stands for: the aggregate that received it and the event that did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InboxSource {
    DogRequest,
    /// A message or a question: both come through the contact form's aggregate.
    ContactMessage,
    Review,
}

impl InboxSource {
    const ALL: [InboxSource; 3] = [
        InboxSource::DogRequest,
        InboxSource::ContactMessage,
        InboxSource::Review,
    ];

    /// The id's prefix: short, and safe in an address.
    fn prefix(self) -> &'static str {
        match self {
            InboxSource::DogRequest => "dog",
            InboxSource::ContactMessage => "message",
            InboxSource::Review => "review",
        }
    }

    pub fn aggregate_type(self) -> &'static str {
        match self {
            InboxSource::DogRequest => crate::dog_request::AGGREGATE_TYPE,
            InboxSource::ContactMessage => crate::contact_message::AGGREGATE_TYPE,
            InboxSource::Review => crate::review::AGGREGATE_TYPE,
        }
    }

    /// The event by which the request arrived; a review's aggregate also holds the hotel's own
    /// answers, which are nobody's request.
    pub fn received_event(self) -> &'static str {
        match self {
            InboxSource::DogRequest => "DogRequestReceived",
            InboxSource::ContactMessage => "ContactMessageReceived",
            InboxSource::Review => "ReviewSubmitted",
        }
    }
}

/// An item's id: its request's aggregate, as `dog-…`, `message-…` or `review-…` and the
/// request's own id. Two requests of different kinds may share an id (their idempotency keys
/// come from the visitor's browser), so the prefix is part of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxItemId {
    pub source: InboxSource,
    pub request_id: String,
}

impl InboxItemId {
    pub fn new(source: InboxSource, request_id: &str) -> InboxItemId {
        InboxItemId {
            source,
            request_id: request_id.to_owned(),
        }
    }

    /// The item an event of `aggregate_type` with `aggregate_id` is about: the request's own
    /// events, and the item's (whose id is the item's); `None` for any other aggregate.
    pub fn of_aggregate(aggregate_type: &str, aggregate_id: &str) -> Option<InboxItemId> {
        if aggregate_type == AGGREGATE_TYPE {
            return InboxItemId::parse(aggregate_id);
        }
        InboxSource::ALL
            .into_iter()
            .find(|source| source.aggregate_type() == aggregate_type)
            .map(|source| InboxItemId::new(source, aggregate_id))
    }

    /// `None` for anything not made by [`fmt::Display`].
    pub fn parse(text: &str) -> Option<InboxItemId> {
        let (prefix, request_id) = text.split_once('-')?;
        let source = InboxSource::ALL
            .into_iter()
            .find(|source| source.prefix() == prefix)?;
        let well_formed = !request_id.is_empty()
            && request_id.len() <= 64
            && request_id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-');
        well_formed.then(|| InboxItemId::new(source, request_id))
    }
}

impl fmt::Display for InboxItemId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.source.prefix(), self.request_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_names_its_request_and_reads_back() {
        let id = InboxItemId::new(InboxSource::ContactMessage, "0193c0de-7a11-7000-8000-1");
        assert_eq!(id.to_string(), "message-0193c0de-7a11-7000-8000-1");
        assert_eq!(InboxItemId::parse(&id.to_string()), Some(id));
        let review = InboxItemId::parse("review-abc").expect("a review's item");
        assert_eq!(review.source.aggregate_type(), "Review");
    }

    #[test]
    fn a_requests_aggregate_and_the_items_own_name_the_same_item() {
        let item = InboxItemId::new(InboxSource::DogRequest, "abc");
        assert_eq!(
            InboxItemId::of_aggregate("DogRequest", "abc"),
            Some(item.clone())
        );
        assert_eq!(
            InboxItemId::of_aggregate("InboxItem", "dog-abc"),
            Some(item)
        );
        assert_eq!(
            InboxItemId::of_aggregate("NewsletterSubscription", "abc"),
            None
        );
    }

    #[test]
    fn ids_not_made_here_are_refused() {
        for bad in [
            "",
            "dog",
            "dog-",
            "cat-1",
            "message-a/b",
            "review-a b",
            "Dog-1",
        ] {
            assert_eq!(InboxItemId::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn statuses_and_kinds_read_back_from_their_names() {
        for status in InboxStatus::ALL {
            assert_eq!(InboxStatus::parse(status.as_str()), Some(status));
            let json = serde_json::to_value(status).unwrap();
            assert_eq!(json, status.as_str());
        }
        for kind in InboxKind::ALL {
            assert_eq!(InboxKind::parse(kind.as_str()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
        }
        assert_eq!(InboxStatus::parse("new"), None);
    }
}
