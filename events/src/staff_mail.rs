//! Mail to staff that the SMTP server refused for good (a 5xx answer) or that cannot be written
//! at all. Such a mail is parked, recorded as an event under the dog request's id, so that the
//! mails after it still go out; staff see parked mail on the health page.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use crate::StoredEvents;

/// The aggregate type under which parked mail is stored; the aggregate id is the request's.
pub const AGGREGATE_TYPE: &str = "StaffMail";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StaffMailEvent {
    /// The mail about this request was given up: `reason` is what the SMTP server answered.
    StaffMailParked { reason: String, at: DateTime<Utc> },
}

impl DomainEvent for StaffMailEvent {
    fn event_type(&self) -> String {
        match self {
            StaffMailEvent::StaffMailParked { .. } => "StaffMailParked".to_owned(),
        }
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for StaffMailEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}
