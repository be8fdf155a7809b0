//! The projector: reads the event store in global order and feeds every subscriber from its own
//! checkpoint. Projections build read tables; reactors (such as mail delivery) cause side
//! effects. Each projection applies a batch of events and advances its checkpoint in one
//! transaction, so a crash neither applies an event twice nor loses one; a reactor advances its
//! checkpoint after each effect, holding no transaction while it waits on the outside world. An
//! event a subscriber cannot handle stops it there instead of being skipped. The process
//! managers, reactors that run commands, are the binary's (`src/process_managers.rs`).

/// Where a subscriber stands: registering, locking, advancing and failing its checkpoint row.
pub mod checkpoint;
/// The nightly consistency check: every projection rebuilt in a shadow schema and compared.
pub mod consistency;
/// The one error type of the crate, with the context that ends up in `last_error`.
pub mod error;
/// The transactional unit of work: one batch, a catch-up to the head, a rebuild from zero.
mod feed;
/// One leader per subscriber across instances, through a session advisory lock.
pub mod leadership;
/// The schedule of the nightly consistency check.
pub mod nightly;
/// The typed trait every read model implements: its events in, its rows out.
pub mod projection;
/// Read models built from events, one module per table family.
pub mod projections;
/// The `Projector`: runs every subscriber until shutdown, catches up once, or rebuilds.
pub mod projector;
/// The typed trait of subscribers with effects outside the database.
pub mod reactor;
/// Subscribers with effects outside the database, such as mail; never replayed.
pub mod reactors;
/// An event as read from the `events` table, and how a subscriber decodes its payload.
pub mod stored_event;
/// The contract between the engine and a projection or reactor, and what each one handles.
pub mod subscriber;
/// Every projection and reactor of the product, for the binary to compose.
pub mod subscribers;
/// Wake-ups: LISTEN on the `events` channel, with polling as the fallback.
mod wakeup;

pub use error::Error;
pub use projection::{projection, Envelope, Projection};
pub use projector::{Projector, ProjectorOptions};
pub use reactor::{reactor, Reaction, Reactor};
pub use stored_event::StoredEvent;
pub use subscriber::{Handles, Subscriber, SubscriberKind};
