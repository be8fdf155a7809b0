//! The `inbox_items` and `inbox_history` tables: everything visitors sent, as staff work
//! through it. Built from the events that received the requests (which existed before the
//! inbox did, so a rebuild lists old requests too), from the `InboxItem` aggregate's, and from
//! the mails about them that the mail server refused for good.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::contact_message::{ContactMessageEvent, MessageKind};
use events::dog_request::DogRequestEvent;
use events::erasure::{ErasureEvent, ErasureReason};
use events::inbox::{InboxItemEvent, InboxItemId, InboxKind, InboxSource, InboxStatus};
use events::review::{ReviewEvent, ReviewStatus};
use events::spam::SpamSignal;
use events::staff_mail::{self, ParkedMail, StaffMailEvent};
use events::{Language, StoredEvents};
use sqlx::{Postgres, Transaction};

use crate::stored_event::SubscribedEvents;
use crate::{Envelope, Error, Projection, StoredEvent};

pub struct InboxItems;

/// The events the inbox reads, of six aggregates.
#[derive(Debug)]
pub enum InboxEvent {
    Dog(DogRequestEvent),
    Contact(ContactMessageEvent),
    Review(ReviewEvent),
    Item(InboxItemEvent),
    /// A mail about an item that the mail server refused for good.
    Mail(StaffMailEvent),
    /// Visitors forgotten.
    Erasure(ErasureEvent),
}

impl SubscribedEvents for InboxEvent {
    fn aggregate_types() -> Vec<&'static str> {
        vec![
            DogRequestEvent::AGGREGATE_TYPE,
            ContactMessageEvent::AGGREGATE_TYPE,
            ReviewEvent::AGGREGATE_TYPE,
            InboxItemEvent::AGGREGATE_TYPE,
            StaffMailEvent::AGGREGATE_TYPE,
            ErasureEvent::AGGREGATE_TYPE,
        ]
    }

    fn decode(stored: &StoredEvent) -> Result<InboxEvent, Error> {
        match stored.aggregate_type.as_str() {
            DogRequestEvent::AGGREGATE_TYPE => stored.decode().map(InboxEvent::Dog),
            ContactMessageEvent::AGGREGATE_TYPE => stored.decode().map(InboxEvent::Contact),
            ReviewEvent::AGGREGATE_TYPE => stored.decode().map(InboxEvent::Review),
            StaffMailEvent::AGGREGATE_TYPE => stored.decode().map(InboxEvent::Mail),
            ErasureEvent::AGGREGATE_TYPE => stored.decode().map(InboxEvent::Erasure),
            _ => stored.decode().map(InboxEvent::Item),
        }
    }
}

/// A received request as its row starts.
struct Received {
    kind: InboxKind,
    name: String,
    email: Option<String>,
    phone: Option<String>,
    subject: String,
    message: String,
    dog_name: Option<String>,
    dog_url: Option<String>,
    pet_name: Option<String>,
    review_status: Option<ReviewStatus>,
    language: Language,
    /// Why it was judged to come from a bot: it is received as spam.
    spam: Option<SpamSignal>,
    at: DateTime<Utc>,
}

impl Received {
    /// Lowercased name and address, and the phone's digits: what a search matches.
    fn search_text(&self) -> String {
        let digits: String = self
            .phone
            .iter()
            .flat_map(|phone| phone.chars())
            .filter(char::is_ascii_digit)
            .collect();
        let email = self.email.as_deref().unwrap_or_default();
        format!("{} {} {digits}", self.name, email).to_lowercase()
    }
}

#[async_trait]
impl Projection for InboxItems {
    type Event = InboxEvent;
    const NAME: &'static str = "inbox_items";
    /// Of reviews, what visitors submit and how staff decided; the hotel's own answers and the
    /// slider are nobody's request.
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&[
        "DogRequestReceived",
        "ContactMessageReceived",
        "ReviewSubmitted",
        "ReviewApproved",
        "ReviewRejected",
        "InboxStatusChanged",
        "InboxReplied",
        staff_mail::MAIL_PARKED,
        // Stored rows keep the name parked mail had before it was renamed.
        staff_mail::STAFF_MAIL_PARKED,
        "VisitorErased",
    ]);
    const TABLES: &'static [&'static str] = &["inbox_items", "inbox_history"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, InboxEvent>,
    ) -> Result<(), Error> {
        let request = |source| InboxItemId::new(source, &stored.aggregate_id).to_string();
        match event {
            InboxEvent::Dog(DogRequestEvent::DogRequestReceived { request: dog, at }) => {
                let received = Received {
                    kind: InboxKind::DogRequest,
                    name: dog.name,
                    email: Some(dog.email),
                    phone: Some(dog.phone),
                    subject: dog.subject,
                    message: dog.message,
                    dog_name: Some(dog.dog_name),
                    dog_url: Some(dog.dog_url),
                    pet_name: None,
                    review_status: None,
                    language: dog.locale,
                    spam: dog.spam,
                    at,
                };
                insert(tx, &request(InboxSource::DogRequest), received, stored).await
            }
            InboxEvent::Contact(ContactMessageEvent::ContactMessageReceived { message, at }) => {
                let email = message.reply_to.email().map(str::to_owned);
                let phone = message.reply_to.phone().map(str::to_owned);
                let received = Received {
                    kind: match message.kind {
                        MessageKind::Message => InboxKind::Message,
                        MessageKind::Question => InboxKind::Question,
                    },
                    name: message.name,
                    email,
                    phone,
                    subject: message.subject,
                    message: message.message,
                    dog_name: None,
                    dog_url: None,
                    pet_name: None,
                    review_status: None,
                    language: message.locale,
                    spam: message.spam,
                    at,
                };
                insert(tx, &request(InboxSource::ContactMessage), received, stored).await
            }
            InboxEvent::Review(ReviewEvent::ReviewSubmitted { review, at }) => {
                let received = Received {
                    kind: InboxKind::Review,
                    name: review.name,
                    email: None,
                    phone: None,
                    subject: String::new(),
                    message: review.text,
                    dog_name: None,
                    dog_url: None,
                    pet_name: review.pet_name,
                    review_status: Some(ReviewStatus::Pending),
                    language: review.language,
                    spam: review.spam,
                    at,
                };
                insert(tx, &request(InboxSource::Review), received, stored).await
            }
            InboxEvent::Review(ReviewEvent::ReviewApproved { at }) => {
                let item = request(InboxSource::Review);
                moderated(tx, &item, ReviewStatus::Approved, at, stored).await
            }
            InboxEvent::Review(ReviewEvent::ReviewRejected { at }) => {
                let item = request(InboxSource::Review);
                moderated(tx, &item, ReviewStatus::Rejected, at, stored).await
            }
            InboxEvent::Item(InboxItemEvent::InboxStatusChanged { status, at }) => {
                changed(tx, status, at, stored).await
            }
            InboxEvent::Item(InboxItemEvent::InboxReplied { reply, at }) => {
                replied(tx, &reply.text, at, stored).await
            }
            InboxEvent::Mail(StaffMailEvent::MailParked {
                reason,
                mail: Some(mail),
                request: Some(request),
                at,
            }) => match InboxItemId::of_aggregate(&request, &stored.aggregate_id) {
                Some(item) => {
                    let step = Step {
                        text: Some(&reason),
                        mail: Some(mail),
                        ..Step::unattended(at, "MAIL_PARKED")
                    };
                    history(tx, &item.to_string(), stored, step).await
                }
                // A newsletter subscriber's confirmation: nobody's request.
                None => Ok(()),
            },
            InboxEvent::Erasure(erasure) => erased(tx, &erasure, stored).await,
            // Parked before mails said what they were for: on the health page only.
            InboxEvent::Mail(_) => Ok(()),
            // Not among `EVENT_TYPES`: never fed to this projection.
            InboxEvent::Review(_) => Ok(()),
        }
    }
}

async fn insert(
    tx: &mut Transaction<'_, Postgres>,
    item_id: &str,
    received: Received,
    stored: &StoredEvent,
) -> Result<(), Error> {
    let search = received.search_text();
    let status = match received.spam {
        Some(_) => InboxStatus::Spam,
        None => InboxStatus::New,
    };
    sqlx::query(
        "INSERT INTO inbox_items
            (item_id, kind, status, name, email, phone, subject, message, dog_name, dog_url,
             pet_name, review_status, language, received_at, version, search)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $15)",
    )
    .bind(item_id)
    .bind(received.kind.as_str())
    .bind(status.as_str())
    .bind(&received.name)
    .bind(&received.email)
    .bind(&received.phone)
    .bind(&received.subject)
    .bind(&received.message)
    .bind(&received.dog_name)
    .bind(&received.dog_url)
    .bind(&received.pet_name)
    .bind(received.review_status.map(ReviewStatus::as_str))
    .bind(received.language.value())
    .bind(received.at)
    .bind(search)
    .execute(&mut **tx)
    .await?;
    let step = Step {
        spam: received.spam,
        ..Step::unattended(received.at, "RECEIVED")
    };
    history(tx, item_id, stored, step).await
}

/// A review approved or rejected is dealt with: its item is done, unless staff called it spam.
/// An answer posted by the hotel is approved without ever being an item; nothing matches it.
async fn moderated(
    tx: &mut Transaction<'_, Postgres>,
    item_id: &str,
    decision: ReviewStatus,
    at: DateTime<Utc>,
    stored: &StoredEvent,
) -> Result<(), Error> {
    let updated = sqlx::query(
        "UPDATE inbox_items
            SET review_status = $2,
                status = CASE WHEN status = 'SPAM' THEN status ELSE 'DONE' END,
                changed_by = $3, changed_at = $4
          WHERE item_id = $1",
    )
    .bind(item_id)
    .bind(decision.as_str())
    .bind(&stored.metadata.actor)
    .bind(at)
    .execute(&mut **tx)
    .await?;
    if updated.rows_affected() == 0 {
        return Ok(());
    }
    let action = match decision {
        ReviewStatus::Rejected => "REVIEW_REJECTED",
        _ => "REVIEW_APPROVED",
    };
    history(tx, item_id, stored, Step::by_staff(at, action, stored)).await
}

async fn changed(
    tx: &mut Transaction<'_, Postgres>,
    status: InboxStatus,
    at: DateTime<Utc>,
    stored: &StoredEvent,
) -> Result<(), Error> {
    let item_id = &stored.aggregate_id;
    sqlx::query(
        "UPDATE inbox_items
            SET status = $2, changed_by = $3, changed_at = $4, version = $5
          WHERE item_id = $1",
    )
    .bind(item_id)
    .bind(status.as_str())
    .bind(&stored.metadata.actor)
    .bind(at)
    .bind(stored.sequence)
    .execute(&mut **tx)
    .await?;
    let step = Step {
        status: Some(status.as_str()),
        ..Step::by_staff(at, "STATUS_CHANGED", stored)
    };
    history(tx, item_id, stored, step).await
}

/// An answer changes no status; it is a step of the story, and moves the version.
async fn replied(
    tx: &mut Transaction<'_, Postgres>,
    text: &str,
    at: DateTime<Utc>,
    stored: &StoredEvent,
) -> Result<(), Error> {
    let item_id = &stored.aggregate_id;
    sqlx::query("UPDATE inbox_items SET version = $2 WHERE item_id = $1")
        .bind(item_id)
        .bind(stored.sequence)
        .execute(&mut **tx)
        .await?;
    let step = Step {
        text: Some(text),
        ..Step::by_staff(at, "REPLIED", stored)
    };
    history(tx, item_id, stored, step).await
}

/// The items keep their rows and stories (the requests existed), without a trace of what the
/// visitors told: their events already read blank, and so do the rows written from them now.
async fn erased(
    tx: &mut Transaction<'_, Postgres>,
    erasure: &ErasureEvent,
    stored: &StoredEvent,
) -> Result<(), Error> {
    let ErasureEvent::VisitorErased { reason, at, .. } = erasure;
    for item_id in erasure.inbox_items() {
        let updated = sqlx::query(
            "UPDATE inbox_items
                SET name = '', email = NULL, phone = NULL, message = '', pet_name = NULL,
                    subject = '', dog_url = CASE WHEN dog_url IS NULL THEN NULL ELSE '' END,
                    dog_name = CASE WHEN dog_name IS NULL THEN NULL ELSE '' END,
                    search = '', erased_at = $2
              WHERE item_id = $1",
        )
        .bind(item_id)
        .bind(at)
        .execute(&mut **tx)
        .await?;
        if updated.rows_affected() == 0 {
            continue;
        }
        sqlx::query("UPDATE inbox_history SET text = NULL WHERE item_id = $1 AND text IS NOT NULL")
            .bind(item_id)
            .execute(&mut **tx)
            .await?;
        let step = match reason {
            ErasureReason::Requested => Step::by_staff(*at, "ERASED", stored),
            ErasureReason::Expired => Step::unattended(*at, "ERASED"),
        };
        history(tx, item_id, stored, step).await?;
    }
    Ok(())
}

/// One row of an item's story.
struct Step<'a> {
    at: DateTime<Utc>,
    /// A staff login; `None` for what the visitor or the mail server did.
    actor: Option<&'a str>,
    action: &'static str,
    status: Option<&'static str>,
    text: Option<&'a str>,
    spam: Option<SpamSignal>,
    mail: Option<ParkedMail>,
}

impl<'a> Step<'a> {
    /// A step no staff member took.
    fn unattended(at: DateTime<Utc>, action: &'static str) -> Step<'a> {
        Step {
            at,
            actor: None,
            action,
            status: None,
            text: None,
            spam: None,
            mail: None,
        }
    }

    fn by_staff(at: DateTime<Utc>, action: &'static str, stored: &'a StoredEvent) -> Step<'a> {
        Step {
            actor: Some(&stored.metadata.actor),
            ..Step::unattended(at, action)
        }
    }
}

async fn history(
    tx: &mut Transaction<'_, Postgres>,
    item_id: &str,
    stored: &StoredEvent,
    step: Step<'_>,
) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO inbox_history
            (item_id, global_position, at, actor, action, status, text, spam, mail)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(item_id)
    .bind(stored.global_position)
    .bind(step.at)
    .bind(step.actor)
    .bind(step.action)
    .bind(step.status)
    .bind(step.text)
    .bind(step.spam.map(SpamSignal::as_str))
    .bind(step.mail.map(ParkedMail::as_str))
    .execute(&mut **tx)
    .await?;
    Ok(())
}
