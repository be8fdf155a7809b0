//! Newsletter issues (issue staff write in Ukrainian and English and send to every confirmed
//! subscriber) and their deliveries, one per subscriber.
//!
//! An issue is one `NewsletterIssue` aggregate: its draft, the tests staff mail themselves, and
//! the moment sending started. Each subscriber's mail is a `NewsletterDelivery` aggregate of its
//! own, id [`delivery_id`], written by the projector's `newsletter_queue` reactor when sending
//! starts and closed by `newsletter_mail` once the mail went or could not go: so a delivery is
//! recorded once per subscriber, and the issue's progress is a count of its deliveries' events.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Language, StoredEvents};

/// The aggregate type under which issues are stored.
pub const AGGREGATE_TYPE: &str = "NewsletterIssue";

/// The aggregate type under which each subscriber's mail of an issue is stored.
pub const DELIVERY_AGGREGATE_TYPE: &str = "NewsletterDelivery";

/// The id of the delivery of issue `issue` to subscription `subscription`: one per pair, so
/// the event store's key keeps a subscriber from being queued twice for one issue.
pub fn delivery_id(issue: i64, subscription: &str) -> String {
    format!("{issue}-{subscription}")
}

/// An issue's title and text in one language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct IssueText {
    pub title: String,
    /// Sanitized HTML with the blog editor's styles.
    pub html: String,
}

/// What staff write: the texts in both languages, a picture and links to blog articles.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssueContent {
    pub uk: IssueText,
    pub en: IssueText,
    /// An uploaded image's id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_id: Option<String>,
    /// Published articles, in the order the mail lists them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub articles: Vec<i64>,
}

impl IssueContent {
    /// The texts in `language` (Ukrainian for a language without texts of its own).
    pub fn text(&self, language: Language) -> &IssueText {
        match language.texts() {
            Language::En => &self.en,
            _ => &self.uk,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum NewsletterIssueEvent {
    /// Staff saved the issue as it now reads.
    IssueDraftSaved {
        content: IssueContent,
        at: DateTime<Utc>,
    },
    /// Staff asked for the issue in `language` to be mailed to `to`, their own address.
    IssueTestRequested {
        to: String,
        language: Language,
        at: DateTime<Utc>,
    },
    /// Staff sent the issue: every subscriber confirmed at this moment gets it, once.
    IssueSendStarted { at: DateTime<Utc> },
    /// The projector's `newsletter_queue` queued the issue for `recipients` subscribers, one
    /// `NewsletterQueued` delivery each.
    IssueRecipientsChosen { recipients: i64, at: DateTime<Utc> },
}

impl DomainEvent for NewsletterIssueEvent {
    fn event_type(&self) -> String {
        match self {
            NewsletterIssueEvent::IssueDraftSaved { .. } => "IssueDraftSaved",
            NewsletterIssueEvent::IssueTestRequested { .. } => "IssueTestRequested",
            NewsletterIssueEvent::IssueSendStarted { .. } => "IssueSendStarted",
            NewsletterIssueEvent::IssueRecipientsChosen { .. } => "IssueRecipientsChosen",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for NewsletterIssueEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// Why a queued mail was not sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum NotSentReason {
    /// The subscriber unsubscribed between the sending's start and their turn.
    Unsubscribed,
    /// An earlier attempt was cut off (the server stopped) between handing the mail to the
    /// mail server and recording it, so it may have arrived: it is not sent again.
    Interrupted,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum NewsletterDeliveryEvent {
    /// Issue `issue` is to go to subscription `subscription`, in `language`.
    NewsletterQueued {
        issue: i64,
        subscription: String,
        language: Language,
    },
    /// The mail server accepted the mail.
    NewsletterDelivered { at: DateTime<Utc> },
    /// The mail was not sent, and will not be (a refusal by the mail server is a
    /// `MailParked` of this delivery, as for every mail).
    NewsletterNotSent {
        reason: NotSentReason,
        at: DateTime<Utc>,
    },
}

impl DomainEvent for NewsletterDeliveryEvent {
    fn event_type(&self) -> String {
        match self {
            NewsletterDeliveryEvent::NewsletterQueued { .. } => "NewsletterQueued",
            NewsletterDeliveryEvent::NewsletterDelivered { .. } => "NewsletterDelivered",
            NewsletterDeliveryEvent::NewsletterNotSent { .. } => "NewsletterNotSent",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for NewsletterDeliveryEvent {
    const AGGREGATE_TYPE: &'static str = DELIVERY_AGGREGATE_TYPE;
}

/// Where an issue stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum IssueStatus {
    Draft,
    /// Sending started and some deliveries are still waiting.
    Sending,
    /// Every delivery went or failed.
    Sent,
}

impl IssueStatus {
    /// The name in the API and the read table.
    pub fn as_str(self) -> &'static str {
        match self {
            IssueStatus::Draft => "DRAFT",
            IssueStatus::Sending => "SENDING",
            IssueStatus::Sent => "SENT",
        }
    }

    pub fn parse(text: &str) -> Option<IssueStatus> {
        [IssueStatus::Draft, IssueStatus::Sending, IssueStatus::Sent]
            .into_iter()
            .find(|status| status.as_str() == text)
    }
}

/// How far the sending of an issue is: every recipient is delivered, failed or waiting.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct IssueProgress {
    pub recipients: i64,
    pub delivered: i64,
    /// Refused by the mail server, unsubscribed meanwhile, or cut off by a stop.
    pub failed: i64,
    pub waiting: i64,
}

/// A delivery that did not go, as staff see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DeliveryFailure {
    /// Empty once the subscriber was forgotten.
    pub email: String,
    /// The mail server's answer, `UNSUBSCRIBED` or `INTERRUPTED`.
    pub reason: String,
    pub at: DateTime<Utc>,
}

/// An issue as the admin editor shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminIssueView {
    pub id: i64,
    pub version: u64,
    pub status: IssueStatus,
    pub content: IssueContent,
    pub saved_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    /// The login of who sent it.
    pub sent_by: Option<String>,
    pub progress: IssueProgress,
    /// Newest first, at most [`FAILURES_SHOWN`].
    pub failures: Vec<DeliveryFailure>,
}

/// The failed deliveries an issue's page lists.
pub const FAILURES_SHOWN: i64 = 50;
