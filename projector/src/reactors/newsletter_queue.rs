//! `newsletter_queue`: when staff send an issue, every subscriber confirmed at that moment is
//! queued for it, one `NewsletterQueued` delivery each (an aggregate of its own, so that the
//! mail reactor behind it moves past one mail at a time), and the issue records how many.
//! Everything is written with the checkpoint in one transaction: the queue is whole or not
//! there, and a restart cannot queue it twice.

use async_trait::async_trait;
use chrono::Utc;
use events::newsletter_issue::{delivery_id, NewsletterDeliveryEvent, NewsletterIssueEvent};
use events::Language;
use sqlx::PgPool;

use crate::reactor::{NewEvent, Reaction};
use crate::{Envelope, Error, Reactor};

pub struct NewsletterQueue {
    pool: PgPool,
}

impl NewsletterQueue {
    pub fn new(pool: PgPool) -> NewsletterQueue {
        NewsletterQueue { pool }
    }
}

#[async_trait]
impl Reactor for NewsletterQueue {
    type Event = NewsletterIssueEvent;
    const NAME: &'static str = "newsletter_queue";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["IssueSendStarted"]);

    async fn react(
        &self,
        Envelope { stored, .. }: Envelope<'_, NewsletterIssueEvent>,
    ) -> Result<Reaction, Error> {
        let issue = stored.numeric_id()?;
        let subscribers: Vec<(String, String)> = sqlx::query_as(
            "SELECT subscription_id, language FROM newsletter_subscribers
              WHERE status = 'confirmed' ORDER BY confirmed_at, subscription_id",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut recorded = Vec::with_capacity(subscribers.len() + 1);
        recorded.push(NewEvent::of(
            &stored.aggregate_id,
            &NewsletterIssueEvent::IssueRecipientsChosen {
                recipients: i64::try_from(subscribers.len()).unwrap_or(i64::MAX),
                at: Utc::now(),
            },
        ));
        for (subscription, language) in subscribers {
            let queued = NewsletterDeliveryEvent::NewsletterQueued {
                issue,
                language: Language::parse(&language).unwrap_or_default(),
                subscription: subscription.clone(),
            };
            recorded.push(NewEvent::of(&delivery_id(issue, &subscription), &queued));
        }
        tracing::info!(
            issue,
            recipients = recorded.len() - 1,
            "newsletter issue queued"
        );
        Ok(Reaction::Recorded(recorded))
    }
}
