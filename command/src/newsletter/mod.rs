//! The `NewsletterSubscription` aggregate: one address's subscription (SPEC §3 "Newsletter"),
//! with double opt-in. An address is written to only after its owner followed the link in the
//! confirmation mail; one that never does expires. Subscribing again is harmless: a confirmed
//! address stays as it is, and a waiting one gets its mail again, at most every few minutes.

/// Ends the subscriptions whose confirmation link was not followed in time.
pub mod expiry;
/// `POST /add-email`, and the confirmation and unsubscribe links' calls.
pub mod routes;

use chrono::{DateTime, Duration, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::newsletter::{SubscriptionEvent, AGGREGATE_TYPE, CONFIRM_WITHIN};
use events::Language;
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason};
use crate::executor::Runnable;

/// A waiting address is mailed again on a new subscription only after this long, so the form
/// cannot be used to flood someone's mailbox.
pub const MAIL_AGAIN_AFTER: Duration = Duration::minutes(10);

pub const LINK_INVALID: Reason = Reason::new(
    errors::ErrorCode::SubscriptionLinkInvalid,
    "This link is no longer valid.",
);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Subscription {
    status: Status,
    /// When the confirmation mail was last asked for.
    requested_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
enum Status {
    #[default]
    Unknown,
    Waiting,
    Confirmed,
    /// Unsubscribed or expired: a new subscription starts over.
    Ended,
}

pub enum SubscriptionCommand {
    /// Someone gave the address in the newsletter strip, on a page in `language`.
    Subscribe {
        email: String,
        language: Language,
        at: DateTime<Utc>,
    },
    /// The confirmation link was followed.
    Confirm { at: DateTime<Utc> },
    /// An unsubscribe link was followed.
    Unsubscribe { at: DateTime<Utc> },
    /// The scheduler's look for confirmation links not followed in time.
    ExpireIfUnconfirmed { at: DateTime<Utc> },
}

impl CommandName for SubscriptionCommand {
    fn name(&self) -> &'static str {
        match self {
            SubscriptionCommand::Subscribe { .. } => "Subscribe",
            SubscriptionCommand::Confirm { .. } => "ConfirmSubscription",
            SubscriptionCommand::Unsubscribe { .. } => "Unsubscribe",
            SubscriptionCommand::ExpireIfUnconfirmed { .. } => "ExpireSubscription",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubscriptionError {
    /// A confirmation of a subscription that expired, ended or never was.
    #[error("the subscription is not waiting for a confirmation")]
    NothingToConfirm,
}

impl From<SubscriptionError> for ApiError {
    fn from(error: SubscriptionError) -> ApiError {
        match error {
            SubscriptionError::NothingToConfirm => ApiError::InvalidInput(LINK_INVALID),
        }
    }
}

impl Subscription {
    /// Whether the confirmation link mailed last is too old to follow at `at`.
    fn overdue(&self, at: DateTime<Utc>) -> bool {
        self.requested_at
            .is_some_and(|requested| at - requested >= CONFIRM_WITHIN)
    }
}

impl Runnable for Subscription {}

impl Aggregate for Subscription {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = SubscriptionCommand;
    type Event = SubscriptionEvent;
    type Error = SubscriptionError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        let event = match command {
            SubscriptionCommand::Subscribe {
                email,
                language,
                at,
            } => {
                let mailed_lately = self
                    .requested_at
                    .is_some_and(|requested| at - requested < MAIL_AGAIN_AFTER);
                match self.status {
                    Status::Confirmed => None,
                    Status::Waiting if mailed_lately => None,
                    _ => Some(SubscriptionEvent::SubscriptionRequested {
                        email,
                        language,
                        at,
                    }),
                }
            }
            SubscriptionCommand::Confirm { at } => match self.status {
                Status::Waiting if self.overdue(at) => {
                    return Err(SubscriptionError::NothingToConfirm)
                }
                Status::Waiting => Some(SubscriptionEvent::SubscriptionConfirmed { at }),
                // A second click on the same link.
                Status::Confirmed => None,
                Status::Unknown | Status::Ended => return Err(SubscriptionError::NothingToConfirm),
            },
            SubscriptionCommand::Unsubscribe { at } => match self.status {
                Status::Waiting | Status::Confirmed => Some(SubscriptionEvent::Unsubscribed { at }),
                Status::Unknown | Status::Ended => None,
            },
            SubscriptionCommand::ExpireIfUnconfirmed { at } => (self.status == Status::Waiting
                && self.overdue(at))
            .then_some(SubscriptionEvent::SubscriptionExpired { at }),
        };
        if let Some(event) = event {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        match event {
            SubscriptionEvent::SubscriptionRequested { at, .. } => {
                self.status = Status::Waiting;
                self.requested_at = Some(at);
            }
            SubscriptionEvent::SubscriptionConfirmed { .. } => self.status = Status::Confirmed,
            SubscriptionEvent::Unsubscribed { .. }
            | SubscriptionEvent::SubscriptionExpired { .. } => self.status = Status::Ended,
        }
    }
}

#[cfg(test)]
mod tests;
