//! The projector: reads the event store in global order and feeds every subscriber from its own
//! checkpoint. Projections build read tables; reactors (such as mail delivery) cause side
//! effects. Each subscriber applies a batch of events and advances its checkpoint in one
//! transaction, so a crash neither applies an event twice nor loses one, and an event it cannot
//! apply stops it there instead of being skipped.

/// Where a subscriber stands: registering, locking, advancing and failing its checkpoint row.
pub mod checkpoint;
/// The one error type of the crate, with the context that ends up in `last_error`.
pub mod error;
/// The transactional unit of work: one batch, a catch-up to the head, a rebuild from zero.
mod feed;
/// One leader per subscriber across instances, through a session advisory lock.
pub mod leadership;
/// Read models built from events, one module per table family.
pub mod projections;
/// The `Projector`: runs every subscriber until shutdown, catches up once, or rebuilds.
pub mod projector;
/// Subscribers with effects outside the database, such as mail; never replayed.
pub mod reactors;
/// An event as read from the `events` table, and how a subscriber decodes its payload.
pub mod stored_event;
/// The contract between the engine and a projection or reactor.
pub mod subscriber;
/// Every subscriber of the product, for the binary to compose.
pub mod subscribers;
/// Wake-ups: LISTEN on the `events` channel, with polling as the fallback.
mod wakeup;

pub use error::Error;
pub use projector::{Projector, ProjectorOptions};
pub use stored_event::StoredEvent;
pub use subscriber::{Subscriber, SubscriberKind};
