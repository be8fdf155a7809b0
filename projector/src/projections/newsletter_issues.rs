//! The `newsletter_issues` and `newsletter_deliveries` tables: each issue as staff saved it,
//! and each subscriber's delivery of it, from which its progress is counted.

use async_trait::async_trait;
use events::newsletter_issue::{
    NewsletterDeliveryEvent, NewsletterIssueEvent, NotSentReason, DELIVERY_AGGREGATE_TYPE,
};
use events::staff_mail::{ParkedMail, StaffMailEvent};
use events::StoredEvents;
use sqlx::{Postgres, Transaction};

use crate::stored_event::SubscribedEvents;
use crate::{Envelope, Error, Projection, StoredEvent};

pub struct NewsletterIssues;

/// The events the issues' tables read, of three aggregates.
#[derive(Debug)]
pub enum IssueTableEvent {
    Issue(NewsletterIssueEvent),
    Delivery(NewsletterDeliveryEvent),
    /// A mail the mail server refused for good: a delivery's, if it names one.
    Mail(StaffMailEvent),
}

impl SubscribedEvents for IssueTableEvent {
    fn aggregate_types() -> Vec<&'static str> {
        vec![
            NewsletterIssueEvent::AGGREGATE_TYPE,
            NewsletterDeliveryEvent::AGGREGATE_TYPE,
            StaffMailEvent::AGGREGATE_TYPE,
        ]
    }

    fn decode(stored: &StoredEvent) -> Result<IssueTableEvent, Error> {
        match stored.aggregate_type.as_str() {
            NewsletterIssueEvent::AGGREGATE_TYPE => stored.decode().map(IssueTableEvent::Issue),
            StaffMailEvent::AGGREGATE_TYPE => stored.decode().map(IssueTableEvent::Mail),
            _ => stored.decode().map(IssueTableEvent::Delivery),
        }
    }
}

#[async_trait]
impl Projection for NewsletterIssues {
    type Event = IssueTableEvent;
    const NAME: &'static str = "newsletter_issues";
    const TABLES: &'static [&'static str] = &["newsletter_issues", "newsletter_deliveries"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, IssueTableEvent>,
    ) -> Result<(), Error> {
        let version = stored.sequence;
        match event {
            IssueTableEvent::Issue(event) => {
                let id = stored.numeric_id()?;
                match event {
                    NewsletterIssueEvent::IssueDraftSaved { content, at } => {
                        sqlx::query(
                            "INSERT INTO newsletter_issues
                                (issue_id, version, content, title_uk, title_en, saved_at)
                             VALUES ($1, $2, $3, $4, $5, $6)
                             ON CONFLICT (issue_id) DO UPDATE
                                SET version = EXCLUDED.version, content = EXCLUDED.content,
                                    title_uk = EXCLUDED.title_uk, title_en = EXCLUDED.title_en,
                                    saved_at = EXCLUDED.saved_at",
                        )
                        .bind(id)
                        .bind(version)
                        .bind(serde_json::to_value(&content).map_err(Error::Decode)?)
                        .bind(&content.uk.title)
                        .bind(&content.en.title)
                        .bind(at)
                        .execute(&mut **tx)
                        .await?;
                    }
                    NewsletterIssueEvent::IssueTestRequested { .. } => {
                        set_version(tx, id, version).await?;
                    }
                    NewsletterIssueEvent::IssueSendStarted { at } => {
                        sqlx::query(
                            "UPDATE newsletter_issues SET version = $2, sent_at = $3, sent_by = $4
                              WHERE issue_id = $1",
                        )
                        .bind(id)
                        .bind(version)
                        .bind(at)
                        .bind(&stored.metadata.actor)
                        .execute(&mut **tx)
                        .await?;
                    }
                    NewsletterIssueEvent::IssueRecipientsChosen { recipients, .. } => {
                        sqlx::query(
                            "UPDATE newsletter_issues SET version = $2, recipients = $3
                              WHERE issue_id = $1",
                        )
                        .bind(id)
                        .bind(version)
                        .bind(recipients)
                        .execute(&mut **tx)
                        .await?;
                    }
                }
            }
            IssueTableEvent::Delivery(NewsletterDeliveryEvent::NewsletterQueued {
                issue,
                subscription,
                ..
            }) => {
                sqlx::query(
                    "INSERT INTO newsletter_deliveries (delivery_id, issue_id, subscription_id, status)
                     VALUES ($1, $2, $3, 'waiting')",
                )
                .bind(&stored.aggregate_id)
                .bind(issue)
                .bind(subscription)
                .execute(&mut **tx)
                .await?;
            }
            IssueTableEvent::Delivery(NewsletterDeliveryEvent::NewsletterDelivered { at }) => {
                settle(tx, &stored.aggregate_id, "delivered", None, at).await?;
            }
            IssueTableEvent::Delivery(NewsletterDeliveryEvent::NewsletterNotSent {
                reason,
                at,
            }) => {
                let reason = match reason {
                    NotSentReason::Unsubscribed => "UNSUBSCRIBED",
                    NotSentReason::Interrupted => "INTERRUPTED",
                };
                settle(tx, &stored.aggregate_id, "failed", Some(reason), at).await?;
            }
            IssueTableEvent::Mail(StaffMailEvent::MailParked {
                reason,
                mail: Some(ParkedMail::Newsletter),
                request: Some(request),
                at,
            }) if request == DELIVERY_AGGREGATE_TYPE => {
                settle(tx, &stored.aggregate_id, "failed", Some(&reason), at).await?;
            }
            IssueTableEvent::Mail(_) => {}
        }
        Ok(())
    }
}

async fn set_version(
    tx: &mut Transaction<'_, Postgres>,
    id: i64,
    version: i64,
) -> Result<(), Error> {
    sqlx::query("UPDATE newsletter_issues SET version = $2 WHERE issue_id = $1")
        .bind(id)
        .bind(version)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Records how delivery `id` ended.
async fn settle(
    tx: &mut Transaction<'_, Postgres>,
    id: &str,
    status: &str,
    reason: Option<&str>,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), Error> {
    sqlx::query(
        "UPDATE newsletter_deliveries SET status = $2, reason = $3, changed_at = $4
          WHERE delivery_id = $1",
    )
    .bind(id)
    .bind(status)
    .bind(reason)
    .bind(at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
