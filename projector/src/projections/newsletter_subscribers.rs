//! The `newsletter_subscribers` table: each subscribed address with where its double opt-in
//! stands, its language and its dates.

use async_trait::async_trait;
use events::erasure::ErasureEvent;
use events::newsletter::SubscriptionEvent;
use events::StoredEvents;
use sqlx::{Postgres, Transaction};

use crate::stored_event::SubscribedEvents;
use crate::{Envelope, Error, Projection, StoredEvent};

const TABLE: &str = "newsletter_subscribers";

pub struct NewsletterSubscribers;

/// Subscriptions' own events, and the erasures that forget subscribers.
#[derive(Debug)]
pub enum SubscribersEvent {
    Subscription(SubscriptionEvent),
    Erasure(ErasureEvent),
}

impl SubscribedEvents for SubscribersEvent {
    fn aggregate_types() -> Vec<&'static str> {
        vec![
            SubscriptionEvent::AGGREGATE_TYPE,
            ErasureEvent::AGGREGATE_TYPE,
        ]
    }

    fn decode(stored: &StoredEvent) -> Result<SubscribersEvent, Error> {
        match stored.aggregate_type.as_str() {
            ErasureEvent::AGGREGATE_TYPE => stored.decode().map(SubscribersEvent::Erasure),
            _ => stored.decode().map(SubscribersEvent::Subscription),
        }
    }
}

#[async_trait]
impl Projection for NewsletterSubscribers {
    type Event = SubscribersEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, SubscribersEvent>,
    ) -> Result<(), Error> {
        let id = &stored.aggregate_id;
        let event = match event {
            SubscribersEvent::Subscription(event) => event,
            // A forgotten subscriber leaves no row: nothing is sent to an address nobody
            // knows, and subscribing again starts a new one.
            SubscribersEvent::Erasure(erasure) => {
                let erased: Vec<&str> = erasure
                    .subjects_of(SubscriptionEvent::AGGREGATE_TYPE)
                    .collect();
                sqlx::query("DELETE FROM newsletter_subscribers WHERE subscription_id = ANY($1)")
                    .bind(&erased)
                    .execute(&mut **tx)
                    .await?;
                return Ok(());
            }
        };
        let (status, at) = match event {
            // A new request starts the row over: the address may have been given in another
            // language, or subscribe again after it ended.
            SubscriptionEvent::SubscriptionRequested {
                email,
                language,
                at,
            } => {
                sqlx::query(
                    "INSERT INTO newsletter_subscribers
                        (subscription_id, email, language, status, requested_at, changed_at)
                     VALUES ($1, $2, $3, 'waiting', $4, $4)
                     ON CONFLICT (subscription_id) DO UPDATE
                        SET email = EXCLUDED.email, language = EXCLUDED.language,
                            status = 'waiting', requested_at = EXCLUDED.requested_at,
                            confirmed_at = NULL, changed_at = EXCLUDED.changed_at",
                )
                .bind(id)
                .bind(email)
                .bind(language.value())
                .bind(at)
                .execute(&mut **tx)
                .await?;
                return Ok(());
            }
            SubscriptionEvent::SubscriptionConfirmed { at } => ("confirmed", at),
            SubscriptionEvent::Unsubscribed { at } => ("unsubscribed", at),
            SubscriptionEvent::SubscriptionExpired { at } => ("expired", at),
        };
        sqlx::query(
            "UPDATE newsletter_subscribers
                SET status = $2, changed_at = $3,
                    confirmed_at = CASE WHEN $2 = 'confirmed' THEN $3 ELSE confirmed_at END
              WHERE subscription_id = $1",
        )
        .bind(id)
        .bind(status)
        .bind(at)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }
}
