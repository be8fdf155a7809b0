//! A visitor's request to take care of or take home a dog (SPEC §3 "Dog request payload"), sent
//! from the dog page's modal. Each request is an aggregate of its own with a fresh id: requests
//! share no rule, so they never need to be loaded together, and storing one is a single append
//! that cannot conflict with another.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::spam::SpamSignal;
use crate::{Language, StoredEvents};

/// The aggregate type under which request events are stored.
pub const AGGREGATE_TYPE: &str = "DogRequest";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum DogRequestEvent {
    /// The request as the visitor sent it, once every field passed the SPEC §5 rules. The mail
    /// subscriber turns it into the staff mail.
    DogRequestReceived {
        #[serde(flatten)]
        request: DogRequestDetails,
        at: DateTime<Utc>,
    },
}

impl DomainEvent for DogRequestEvent {
    fn event_type(&self) -> String {
        match self {
            DogRequestEvent::DogRequestReceived { .. } => "DogRequestReceived".to_owned(),
        }
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for DogRequestEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// What the visitor filled in, and which dog and page they sent it from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DogRequestDetails {
    pub name: String,
    pub email: String,
    /// Formatted `+38(050)123-45-67`.
    pub phone: String,
    /// May be empty.
    pub message: String,
    /// The modal's translated title, e.g. "Взяти додому": which kind of request it is.
    pub subject: String,
    pub dog_name: String,
    /// The language the visitor used, so staff can answer in it.
    pub locale: Language,
    /// The dog's page as the visitor saw it.
    pub dog_url: String,
    /// Set when the submission was judged to come from a bot; absent in what was stored
    /// before submissions were judged, which were all taken for people's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spam: Option<SpamSignal>,
}
