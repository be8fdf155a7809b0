//! Public reads from memory. A read route declares the read models its answer comes from
//! ([`cached`] for JSON, [`cached_page`] for the HTML pages); its answers are then kept as
//! ready-to-send bytes, per path, query, language and day, with an `ETag`, and a repeated
//! request never reaches PostgreSQL or the handler.
//!
//! The server sends a stored answer before the request reaches its router
//! ([`ResponseCache::ready_answer`]): the layers a handler needs are skipped for it.
//!
//! Read tables change only when the projector commits a batch, and every commit announces
//! `<subscriber>:<position>` on a PostgreSQL channel: [`follow`] listens there (so every
//! instance of the server hears every commit) and drops the answers of a read model as soon as
//! its position moves. Notifications arrive shortly after the commit, not with it, so whoever
//! has just seen a new position asks the cache to catch up first: a command's answer
//! ([`sync_after_writes`]) and the health answer ([`sync_after`]) read the checkpoints before
//! they are sent. The next request on this instance therefore never sees an answer older
//! than what the command or the health check reported.
//!
//! With a replica (`DATABASE_READ_URL`) the answers are read there, while the moves are
//! announced on the primary: a read model counts as moved once the replica's own checkpoint
//! shows it, and a write's answer waits until the replica has replayed the write, so the next
//! read on any instance shows it.

/// One stored answer: status, headers, body in each encoding, its `ETag`.
mod answer;
/// The layers that serve declared routes from the cache and keep it in step after writes.
mod layer;
/// Following the projector's progress: LISTEN, and a periodic look at the checkpoints.
mod progress;
/// The bounded map of answers and what each read model's position is known to be.
mod store;

pub use answer::Tally;
pub use answer::COMPRESS_ABOVE;
pub use layer::{cached, cached_page, sync_after, sync_after_writes, Cached};
pub use progress::follow;
pub use store::{AnswersCounted, Limits, ResponseCache};
