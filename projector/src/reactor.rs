use std::sync::Arc;

use async_trait::async_trait;
use events::StoredEvents;

use crate::projection::Envelope;
use crate::{Error, Handles, StoredEvent, Subscriber, SubscriberKind};

/// A subscriber with effects outside the database, such as mail. Declares the events it reacts
/// to; the engine filters, upcasts and decodes them, calls `react` outside any transaction and
/// advances the checkpoint past each event as soon as `react` returns. Never replayed.
#[async_trait]
pub trait Reactor: Send + Sync + 'static {
    type Event: ReactorEvents;

    const NAME: &'static str;

    /// The event types it reacts to; `None` reacts to every event of its aggregates.
    const EVENT_TYPES: Option<&'static [&'static str]> = None;

    /// Causes the effect. `Err` means "try this event again later" (the engine retries with a
    /// growing pause); an effect that can never happen is given up with [`Reaction::Parked`].
    async fn react(&self, event: Envelope<'_, Self::Event>) -> Result<Reaction, Error>;
}

/// The events a reactor reads: one aggregate's event enum, or an enum of its own over the
/// events of several aggregates (staff mail reads dog requests and contact messages alike).
pub trait ReactorEvents: Send + Sized + 'static {
    /// The aggregate types whose events it holds.
    fn aggregate_types() -> Vec<&'static str>;

    /// The stored row's event in today's shape; the row is of one of [`Self::aggregate_types`].
    fn decode(stored: &StoredEvent) -> Result<Self, Error>;
}

impl<E: StoredEvents + Send + 'static> ReactorEvents for E {
    fn aggregate_types() -> Vec<&'static str> {
        vec![E::AGGREGATE_TYPE]
    }

    fn decode(stored: &StoredEvent) -> Result<E, Error> {
        stored.decode::<E>()
    }
}

/// How a reactor finished with an event.
#[derive(Debug)]
pub enum Reaction {
    Done,
    /// The effect can never happen (say, the mail server refused the mail for good). The event
    /// given is recorded in the store in the same transaction that moves the checkpoint past,
    /// so the reason is kept and the events after it are not held up.
    Parked(NewEvent),
}

/// An event a reactor records, written by the engine under the next sequence of its aggregate.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub aggregate_type: &'static str,
    pub aggregate_id: String,
    pub event_type: String,
    pub event_version: String,
    pub payload: serde_json::Value,
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
        Handles {
            aggregate_types: Some(R::Event::aggregate_types()),
            event_types: R::EVENT_TYPES.map(<[_]>::to_vec),
        }
    }

    async fn react(&self, stored: &StoredEvent) -> Result<Reaction, Error> {
        let event = R::Event::decode(stored)?;
        self.0.react(Envelope { event, stored }).await
    }
}
