use async_trait::async_trait;
use sqlx::{Postgres, Transaction};

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

/// A projection or reactor fed by the projector, one event at a time, in global order.
///
/// `apply` runs inside the transaction that also advances the subscriber's checkpoint, so
/// whatever it writes commits together with "this event is done". A projection's `apply` must
/// be pure: it may use the event's data and `recorded_at`, never the clock or outside I/O, so
/// that a replay writes the same rows. A reactor's `apply` causes its effect (sends a mail) and
/// returns `Ok` only once the effect has happened. Events of aggregates a subscriber does not
/// care about are simply ignored (`Ok(())`).
///
/// Returning an error stops the subscriber at that event: the error is recorded on the
/// checkpoint row, and the event is retried later with a growing pause. It is never skipped.
/// A projection's whole batch rolls back; a reactor keeps the events it handled before the
/// failure as done, since their effects cannot be taken back.
#[async_trait]
pub trait Subscriber: Send + Sync {
    /// The checkpoint row's name; also the name `rebuild` accepts. Never rename one that has run:
    /// a new name starts again from position 0.
    fn name(&self) -> &'static str;

    fn kind(&self) -> SubscriberKind;

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        event: &StoredEvent,
    ) -> Result<(), Error>;

    /// Empties the tables this projection owns, before a replay from position 0. Projections
    /// must override it; reactors have nothing to reset and keep the default, which refuses.
    async fn reset(&self, tx: &mut Transaction<'_, Postgres>) -> Result<(), Error> {
        let _ = tx;
        Err(Error::NotAProjection(self.name()))
    }
}
