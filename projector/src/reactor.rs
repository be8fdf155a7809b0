use std::sync::Arc;

use async_trait::async_trait;
use events::StoredEvents;

use crate::projection::Envelope;
use crate::stored_event::SubscribedEvents;
use crate::{Error, Handles, StoredEvent, Subscriber, SubscriberKind};

/// A subscriber with effects outside the database, such as mail. Declares the events it reacts
/// to; the engine filters, upcasts and decodes them, calls `react` outside any transaction and
/// advances the checkpoint past each event as soon as `react` returns. Never replayed.
#[async_trait]
pub trait Reactor: Send + Sync + 'static {
    type Event: SubscribedEvents;

    const NAME: &'static str;

    /// The event types it reacts to; `None` reacts to every event of its aggregates.
    const EVENT_TYPES: Option<&'static [&'static str]> = None;

    /// How many effects the engine may cause before it records them and moves the checkpoint
    /// past them in one transaction. Each such commit is an append that wakes every other
    /// subscriber, so a reactor with many effects in a row (a newsletter to thousands) gains
    /// by grouping them. A crash then repeats up to that many effects: raise it only for a
    /// reactor that keeps its own record of what it has done and acts on it instead of
    /// repeating, as the newsletter's claims do. A group is also committed once
    /// [`GROUP_WINDOW`](crate::reactor::GROUP_WINDOW) has passed since its first effect.
    const EFFECTS_PER_COMMIT: usize = 1;

    /// Causes the effect. `Err` means "try this event again later" (the engine retries with a
    /// growing pause); an effect that can never happen is given up with [`Reaction::Parked`].
    async fn react(&self, event: Envelope<'_, Self::Event>) -> Result<Reaction, Error>;
}

/// The longest a grouped effect waits for its commit, so what a slow series of effects has
/// done (a newsletter at five mails a second) still shows within about this.
pub const GROUP_WINDOW: std::time::Duration = std::time::Duration::from_secs(1);

/// How a reactor finished with an event.
#[derive(Debug)]
pub enum Reaction {
    Done,
    /// The effect can never happen (say, the mail server refused the mail for good). The event
    /// given is recorded in the store in the same transaction that moves the checkpoint past,
    /// so the reason is kept and the events after it are not held up.
    Parked(NewEvent),
    /// Done, and what happened is worth recording: the events given are written in the
    /// transaction that moves the checkpoint past, so they are recorded exactly once.
    Recorded(Vec<NewEvent>),
}

/// An event a reactor records, written by the engine under the next sequence of its aggregate.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub aggregate_type: &'static str,
    pub aggregate_id: String,
    pub event_type: String,
    pub event_version: String,
    pub payload: serde_json::Value,
    /// The sequence the reactor read last, when the event depends on it: the event is then
    /// written right after it or the reaction fails and is tried again.
    pub following: Option<i64>,
}

impl NewEvent {
    pub fn of<E: StoredEvents>(aggregate_id: &str, event: &E) -> NewEvent {
        NewEvent {
            aggregate_type: E::AGGREGATE_TYPE,
            aggregate_id: aggregate_id.to_owned(),
            event_type: event.event_type(),
            event_version: event.event_version(),
            // A derived `Serialize` of our own enums cannot fail.
            payload: serde_json::to_value(event).unwrap_or_default(),
            following: None,
        }
    }

    /// The event, to be written as the one right after `sequence` of its aggregate.
    pub fn following(self, sequence: i64) -> NewEvent {
        NewEvent {
            following: Some(sequence),
            ..self
        }
    }
}

/// The engine's view of a typed [`Reactor`].
pub fn reactor<R: Reactor>(reactor: R) -> Arc<dyn Subscriber> {
    Arc::new(Reacting(reactor))
}

struct Reacting<R>(R);

#[async_trait]
impl<R: Reactor> Subscriber for Reacting<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }

    fn kind(&self) -> SubscriberKind {
        SubscriberKind::Reactor
    }

    fn handles(&self) -> Handles {
        crate::projection::handles::<R::Event>(R::EVENT_TYPES)
    }

    fn effects_per_commit(&self) -> usize {
        R::EFFECTS_PER_COMMIT
    }

    async fn react(&self, stored: &StoredEvent) -> Result<Reaction, Error> {
        // Its personal fields are blank: whatever the effect was (a mail to the visitor, or
        // about them), it would now go nowhere or say nothing, and the visitor asked for none.
        if stored.erased_at.is_some() {
            tracing::info!(
                reactor = R::NAME,
                position = stored.global_position,
                "the visitor was erased before this event's effect: none"
            );
            return Ok(Reaction::Done);
        }
        let event = R::Event::decode(stored)?;
        self.0.react(Envelope { event, stored }).await
    }
}
