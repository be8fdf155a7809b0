//! Mail that the SMTP server refused for good (a 5xx answer) or that cannot be written at all:
//! to staff, or to a visitor about their request. Such a mail is parked, recorded as an event
//! under the id of the aggregate it was sent for, so that the mails after it still go out;
//! staff see parked mail on the health page, and on the inbox item it was about.

use chrono::{DateTime, Utc};
use cqrs_es::persist::{EventUpcaster, SerializedEvent};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::StoredEvents;

/// The aggregate type under which parked mail is stored; the aggregate id is the request's.
pub const AGGREGATE_TYPE: &str = "StaffMail";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum StaffMailEvent {
    /// The mail about this request was given up: `reason` is what the SMTP server answered.
    /// `mail` and `request` say which mail it was and what the aggregate id names; both are
    /// absent from what was parked before they were recorded.
    MailParked {
        reason: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mail: Option<ParkedMail>,
        /// The aggregate type of the event the mail was sent for (`DogRequest`, `InboxItem`, …).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        request: Option<String>,
        at: DateTime<Utc>,
    },
}

/// Which of the mails sent for a request was parked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ParkedMail {
    /// The request mailed to the hotel's address.
    StaffNotification,
    /// "We received your request", to the visitor.
    Acknowledgement,
    /// Staff's answer from the inbox, to the visitor.
    Reply,
    /// The newsletter's confirmation link, to the subscriber.
    SubscriptionConfirmation,
    /// A newsletter issue, to a subscriber.
    Newsletter,
    /// A newsletter issue's test, to the staff member who asked for it.
    NewsletterTest,
    /// "Sign-in is paused", to the owner of a locked staff account.
    AccountLocked,
}

impl ParkedMail {
    /// The name in the API, the read tables and the log.
    pub fn as_str(self) -> &'static str {
        match self {
            ParkedMail::StaffNotification => "STAFF_NOTIFICATION",
            ParkedMail::Acknowledgement => "ACKNOWLEDGEMENT",
            ParkedMail::Reply => "REPLY",
            ParkedMail::SubscriptionConfirmation => "SUBSCRIPTION_CONFIRMATION",
            ParkedMail::Newsletter => "NEWSLETTER",
            ParkedMail::NewsletterTest => "NEWSLETTER_TEST",
            ParkedMail::AccountLocked => "ACCOUNT_LOCKED",
        }
    }

    pub fn parse(text: &str) -> Option<ParkedMail> {
        [
            ParkedMail::StaffNotification,
            ParkedMail::Acknowledgement,
            ParkedMail::Reply,
            ParkedMail::SubscriptionConfirmation,
            ParkedMail::Newsletter,
            ParkedMail::NewsletterTest,
            ParkedMail::AccountLocked,
        ]
        .into_iter()
        .find(|mail| mail.as_str() == text)
    }
}

impl DomainEvent for StaffMailEvent {
    fn event_type(&self) -> String {
        match self {
            StaffMailEvent::MailParked { .. } => MAIL_PARKED.to_owned(),
        }
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for StaffMailEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;

    fn upcasters() -> Vec<Box<dyn EventUpcaster>> {
        vec![Box::new(ParkedMailRenamed)]
    }
}

/// The event type of parked mail.
pub const MAIL_PARKED: &str = "MailParked";

/// What `MailParked` was stored as until it was named for what it records: mail to visitors is
/// parked too, not only mail to staff. Rows keep the old name; `personal_fields` lists both.
pub const STAFF_MAIL_PARKED: &str = "StaffMailParked";

/// `StaffMailParked` → `MailParked`, the same fields under the new name.
struct ParkedMailRenamed;

impl EventUpcaster for ParkedMailRenamed {
    fn can_upcast(&self, event_type: &str, _event_version: &str) -> bool {
        event_type == STAFF_MAIL_PARKED
    }

    fn upcast(&self, mut event: SerializedEvent) -> SerializedEvent {
        if let Some(fields) = event
            .payload
            .as_object_mut()
            .and_then(|payload| payload.remove(STAFF_MAIL_PARKED))
        {
            event.payload = serde_json::json!({ MAIL_PARKED: fields });
        }
        event.event_type = MAIL_PARKED.to_owned();
        event
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stored::FIRST_VERSION;

    #[test]
    fn parked_mail_stored_under_its_old_name_reads_as_mail_parked() {
        let stored = serde_json::json!({ STAFF_MAIL_PARKED: {
            "reason": "550 no such mailbox",
            "mail": "ACKNOWLEDGEMENT",
            "request": "DogRequest",
            "at": "2026-11-01T10:00:00Z",
        }});
        let event = StaffMailEvent::lifted(STAFF_MAIL_PARKED, FIRST_VERSION, stored);
        assert_eq!(event.event_type, MAIL_PARKED);
        let read: StaffMailEvent = serde_json::from_value(event.payload).expect("today's shape");
        let StaffMailEvent::MailParked {
            reason,
            mail,
            request,
            ..
        } = read;
        assert_eq!(reason, "550 no such mailbox");
        assert_eq!(mail, Some(ParkedMail::Acknowledgement));
        assert_eq!(request.as_deref(), Some("DogRequest"));
    }
}
