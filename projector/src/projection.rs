use std::sync::Arc;

use async_trait::async_trait;
use sqlx::{Postgres, Transaction};

use crate::stored_event::SubscribedEvents;
use crate::{Error, Handles, StoredEvent, Subscriber, SubscriberKind};

/// One decoded event of the aggregate a projection or reactor reads, with the row it came from
/// (for the aggregate id, sequence and `recorded_at`).
pub struct Envelope<'a, E> {
    pub event: E,
    pub stored: &'a StoredEvent,
}

/// A read model: declares the events it reads and writes its rows. Choosing the events,
/// upcasting older rows and decoding happen once, in the engine; `apply` sees only its own
/// aggregate's events of the types it lists, already in today's shape.
///
/// `apply` runs inside the transaction that advances the checkpoint, and must be pure (the
/// event and its `recorded_at`, no clock, no I/O), so a rebuild writes the same rows.
#[async_trait]
pub trait Projection: Send + Sync + 'static {
    /// The event enum of the aggregate it reads, or of several (see [`SubscribedEvents`]).
    type Event: SubscribedEvents;

    /// The checkpoint row's name, by convention the main table's.
    const NAME: &'static str;

    /// The event types it reads; `None` reads every event of the aggregate.
    const EVENT_TYPES: Option<&'static [&'static str]> = None;

    /// The tables it owns: emptied before a rebuild, compared by the consistency check.
    const TABLES: &'static [&'static str];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        event: Envelope<'_, Self::Event>,
    ) -> Result<(), Error>;
}

/// The engine's view of a typed [`Projection`].
pub fn projection<P: Projection>(projection: P) -> Arc<dyn Subscriber> {
    Arc::new(Projected(projection))
}

struct Projected<P>(P);

/// What a typed projection or reactor declares, as the engine records it.
pub(crate) fn handles<E: SubscribedEvents>(
    event_types: Option<&'static [&'static str]>,
) -> Handles {
    Handles {
        aggregate_types: Some(E::aggregate_types()),
        event_types: event_types.map(<[_]>::to_vec),
    }
}

#[async_trait]
impl<P: Projection> Subscriber for Projected<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn kind(&self) -> SubscriberKind {
        SubscriberKind::Projection
    }

    fn handles(&self) -> Handles {
        handles::<P::Event>(P::EVENT_TYPES)
    }

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        stored: &StoredEvent,
    ) -> Result<(), Error> {
        let event = P::Event::decode(stored)?;
        self.0.apply(tx, Envelope { event, stored }).await
    }

    async fn reset(&self, tx: &mut Transaction<'_, Postgres>) -> Result<(), Error> {
        for table in P::TABLES {
            // DELETE, not TRUNCATE: inside the rebuild's transaction, readers keep seeing the
            // old rows until it commits instead of queueing behind an exclusive lock.
            sqlx::query(&format!("DELETE FROM {table}"))
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }

    fn tables(&self) -> &'static [&'static str] {
        P::TABLES
    }
}
