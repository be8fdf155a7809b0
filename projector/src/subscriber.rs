use async_trait::async_trait;
use sqlx::{Postgres, Transaction};

use crate::reactor::Reaction;
use crate::{Error, StoredEvent};

/// What a subscriber does with events, as recorded in `projection_checkpoints.kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscriberKind {
    /// Builds read tables; commands wait for these to catch up (read-your-writes), and they can
    /// be rebuilt from the events alone.
    Projection,
    /// Causes side effects such as mail; nobody waits for it and it is never replayed.
    Reactor,
}

impl SubscriberKind {
    /// The value stored in the checkpoint row.
    pub fn as_str(self) -> &'static str {
        match self {
            SubscriberKind::Projection => "projection",
            SubscriberKind::Reactor => "reactor",
        }
    }
}

/// Which events a subscriber is fed. The others pass it by: its checkpoint moves over them
/// without a call. Recorded on the checkpoint row, so a command can tell which read models its
/// events feed without knowing the projector.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Handles {
    /// `None`: every aggregate type.
    pub aggregate_types: Option<Vec<&'static str>>,
    /// `None`: every event type of those aggregates.
    pub event_types: Option<Vec<&'static str>>,
}

impl Handles {
    /// Every event in the store.
    pub fn everything() -> Handles {
        Handles::default()
    }
}

/// A projection or reactor as the engine drives it, fed one event at a time, in global order.
/// The product's subscribers are written against the typed traits
/// [`Projection`](crate::Projection) and [`Reactor`](crate::Reactor), which do the filtering,
/// upcasting and decoding once; this is what those become.
///
/// A projection's `apply` runs inside the transaction that also advances its checkpoint, so
/// whatever it writes commits together with "this event is done". It must be pure: the event's
/// data and `recorded_at`, never the clock or outside I/O, so that a replay writes the same
/// rows. A reactor's `react` runs outside any transaction (a mail server may take its time) and
/// returns once the effect has happened; the engine then advances its checkpoint past that one
/// event.
///
/// Returning an error stops the subscriber at that event: the error is recorded on the
/// checkpoint row, and the event is retried later with a growing pause. It is never skipped.
#[async_trait]
pub trait Subscriber: Send + Sync {
    /// The checkpoint row's name; also the name `rebuild` accepts. Never rename one that has run:
    /// a new name starts again from position 0.
    fn name(&self) -> &'static str;

    fn kind(&self) -> SubscriberKind;

    fn handles(&self) -> Handles {
        Handles::everything()
    }

    /// A reactor's [`Reactor::EFFECTS_PER_COMMIT`](crate::Reactor::EFFECTS_PER_COMMIT).
    fn effects_per_commit(&self) -> usize {
        1
    }

    /// A projection's handler; reactors are fed through `react` instead.
    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        event: &StoredEvent,
    ) -> Result<(), Error> {
        let _ = (tx, event);
        Err(Error::NotAProjection(self.name()))
    }

    /// A reactor's handler; projections are fed through `apply` instead.
    async fn react(&self, event: &StoredEvent) -> Result<Reaction, Error> {
        let _ = event;
        Err(Error::NotAReactor(self.name()))
    }

    /// Empties the tables this projection owns, before a replay from position 0. Reactors have
    /// nothing to reset and keep the default, which refuses.
    async fn reset(&self, tx: &mut Transaction<'_, Postgres>) -> Result<(), Error> {
        let _ = tx;
        Err(Error::NotAProjection(self.name()))
    }

    /// The tables the projection owns, which the consistency check rebuilds and compares.
    fn tables(&self) -> &'static [&'static str] {
        &[]
    }
}
