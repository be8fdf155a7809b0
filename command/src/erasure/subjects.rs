use events::erasure::ErasedAggregate;
use events::inbox::{InboxItemId, InboxSource};
use events::newsletter::SubscriptionKey;
use sqlx::PgPool;

use crate::read_models;

/// What forgetting a visitor erases: their requests (with staff's handling of them, the hotel's
/// public answers to their reviews and the mail about them) and the newsletter subscriptions of
/// their addresses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Visitor {
    pub items: Vec<InboxItemId>,
    pub subscriptions: Vec<Subscription>,
    /// The hotel's answers to the visitor's reviews (each a review aggregate of its own), which
    /// speak to them and of what they wrote.
    answers: Vec<String>,
}

/// A newsletter subscription and the deliveries of it whose mail was refused (the refusal may
/// name the address).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    pub id: String,
    parked_deliveries: Vec<String>,
}

impl Visitor {
    /// The visitor who sent `item`: it, their other requests linked to it by an e-mail address
    /// or a phone (as the inbox lists them: `inbox_items_of_visitor`), and the subscriptions of
    /// those addresses, where there ever was one. The item itself even when the inbox has not
    /// listed it yet.
    pub async fn of_item(
        pool: &PgPool,
        key: &SubscriptionKey,
        item: &InboxItemId,
    ) -> Result<Visitor, sqlx::Error> {
        let asked = item.to_string();
        let listed = read_models::items_of_visitor(pool, &asked).await?;
        let mut items: Vec<InboxItemId> = listed
            .iter()
            .filter_map(|id| InboxItemId::parse(id))
            .collect();
        if !items.contains(item) {
            items.push(item.clone());
        }
        let emails = read_models::addresses_of_items(pool, &listed).await?;
        let mut subscriptions = Vec::new();
        for email in emails {
            let found = Subscription::find(pool, &key.subscription_id(&email)).await?;
            // Two spellings of one address are one subscription.
            if let Some(found) = found.filter(|found| !subscriptions.contains(found)) {
                subscriptions.push(found);
            }
        }
        let answers = answers_to(pool, &items).await?;
        Ok(Visitor {
            items,
            subscriptions,
            answers,
        })
    }

    /// Only the request `item`, as the scheduler erases what was kept too long.
    pub async fn only(pool: &PgPool, item: InboxItemId) -> Result<Visitor, sqlx::Error> {
        let items = vec![item];
        let answers = answers_to(pool, &items).await?;
        Ok(Visitor {
            items,
            subscriptions: Vec::new(),
            answers,
        })
    }

    /// Only the subscription, as the scheduler erases one that ended long ago.
    pub fn of_subscription(subscription: Subscription) -> Visitor {
        Visitor {
            items: Vec::new(),
            subscriptions: vec![subscription],
            answers: Vec::new(),
        }
    }

    /// Every aggregate holding what this visitor told.
    pub fn subjects(&self) -> Vec<ErasedAggregate> {
        let mut subjects = Vec::new();
        for item in &self.items {
            let item_id = item.to_string();
            subjects.push(ErasedAggregate::new(
                item.source.aggregate_type(),
                &item.request_id,
            ));
            subjects.push(ErasedAggregate::new(
                events::inbox::AGGREGATE_TYPE,
                &item_id,
            ));
            // Mail about a request is parked under the request's id, an answer's under the
            // item's.
            subjects.push(ErasedAggregate::new(
                events::staff_mail::AGGREGATE_TYPE,
                &item.request_id,
            ));
            subjects.push(ErasedAggregate::new(
                events::staff_mail::AGGREGATE_TYPE,
                &item_id,
            ));
        }
        subjects.extend(
            self.answers
                .iter()
                .map(|answer| ErasedAggregate::new(events::review::AGGREGATE_TYPE, answer)),
        );
        for subscription in &self.subscriptions {
            subjects.extend(subscription.subjects());
        }
        subjects
    }
}

/// The hotel's answers to the reviews among `items`.
async fn answers_to(pool: &PgPool, items: &[InboxItemId]) -> Result<Vec<String>, sqlx::Error> {
    let reviews: Vec<&str> = items
        .iter()
        .filter(|item| item.source == InboxSource::Review)
        .map(|item| item.request_id.as_str())
        .collect();
    if reviews.is_empty() {
        return Ok(Vec::new());
    }
    sqlx::query_scalar(
        "SELECT aggregate_id FROM events
          WHERE aggregate_type = $1 AND event_type = 'HotelAnswerPosted'
            AND payload #>> '{HotelAnswerPosted,parent_id}' = ANY($2)
          ORDER BY global_position",
    )
    .bind(events::review::AGGREGATE_TYPE)
    .bind(&reviews)
    .fetch_all(pool)
    .await
}

impl Subscription {
    /// The id of the erasure of this subscription as it stands after its event `sequence`: an
    /// address may subscribe again after being forgotten, and each ending is erased anew.
    pub fn erasure_id(&self, sequence: i64) -> String {
        format!("subscription-{}-{sequence}", self.id)
    }

    /// Its newest event's sequence.
    pub async fn sequence(&self, pool: &PgPool) -> Result<i64, sqlx::Error> {
        sqlx::query_scalar(
            "SELECT coalesce(max(sequence), 0) FROM events
              WHERE aggregate_type = $1 AND aggregate_id = $2",
        )
        .bind(events::newsletter::AGGREGATE_TYPE)
        .bind(&self.id)
        .fetch_one(pool)
        .await
    }

    /// The subscription `id`, if anyone ever subscribed with its address.
    pub async fn find(pool: &PgPool, id: &str) -> Result<Option<Subscription>, sqlx::Error> {
        let exists: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM events WHERE aggregate_type = $1 AND aggregate_id = $2)",
        )
        .bind(events::newsletter::AGGREGATE_TYPE)
        .bind(id)
        .fetch_one(pool)
        .await?;
        if !exists {
            return Ok(None);
        }
        // A delivery's id is `{issue}-{subscription}` (events::newsletter_issue::delivery_id).
        let parked_deliveries = sqlx::query_scalar(
            "SELECT DISTINCT aggregate_id FROM events
              WHERE aggregate_type = $1 AND aggregate_id LIKE '%-' || $2",
        )
        .bind(events::staff_mail::AGGREGATE_TYPE)
        .bind(id)
        .fetch_all(pool)
        .await?;
        Ok(Some(Subscription {
            id: id.to_owned(),
            parked_deliveries,
        }))
    }

    fn subjects(&self) -> Vec<ErasedAggregate> {
        let mut subjects = vec![
            ErasedAggregate::new(events::newsletter::AGGREGATE_TYPE, &self.id),
            // Its confirmation mail, refused.
            ErasedAggregate::new(events::staff_mail::AGGREGATE_TYPE, &self.id),
        ];
        subjects.extend(
            self.parked_deliveries
                .iter()
                .map(|delivery| ErasedAggregate::new(events::staff_mail::AGGREGATE_TYPE, delivery)),
        );
        subjects
    }
}
