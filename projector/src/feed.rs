//! How events reach a subscriber. Every function here is one or more whole transactions; the
//! read rows a subscriber writes and its checkpoint always commit together.

use std::panic::AssertUnwindSafe;

use futures::FutureExt;
use sqlx::{Acquire, PgPool, Postgres, Transaction};

use crate::error::EventRef;
use crate::{checkpoint, Error, StoredEvent, Subscriber, SubscriberKind};

/// What one batch achieved.
enum Progress {
    Advanced,
    AtHead,
}

/// Applies batches until the subscriber has seen every committed event, or `should_stop` says
/// so between batches. The checkpoint row is registered on the way in.
///
/// An error stops it where it is: the failed batch is rolled back (its earlier, good batches
/// stay committed), the error is logged and recorded on the checkpoint row, and the caller
/// decides when to try again. The failing event is never skipped.
pub(crate) async fn catch_up(
    pool: &PgPool,
    subscriber: &dyn Subscriber,
    batch_size: i64,
    should_stop: impl Fn() -> bool,
) -> Result<(), Error> {
    checkpoint::register(pool, subscriber).await?;
    loop {
        if should_stop() {
            return Ok(());
        }
        match apply_batch(pool, subscriber, batch_size).await {
            Ok(Progress::AtHead) => return Ok(()),
            Ok(Progress::Advanced) => {}
            // Only possible if someone bypassed the row lock; reading again from the new
            // position is the whole remedy.
            Err(error @ Error::CheckpointMoved { .. }) => {
                tracing::warn!(error = %error.chain(), "batch rolled back; reading again");
            }
            Err(error) => {
                let message = error.chain();
                tracing::error!(
                    subscriber = subscriber.name(),
                    error = %message,
                    "subscriber stopped; it will retry the same event"
                );
                if let Err(record) =
                    checkpoint::record_error(pool, subscriber.name(), &message).await
                {
                    tracing::error!(
                        subscriber = subscriber.name(),
                        error = %record.chain(),
                        "cannot record the error on the checkpoint"
                    );
                }
                return Err(error);
            }
        }
    }
}

/// Reads up to `batch_size` events after the checkpoint, applies them and advances the
/// checkpoint, all in one transaction, then announces the new position on commit.
///
/// When an event fails part-way through, the batch rolls back and the events before it are
/// applied again as a shorter batch: the checkpoint then stops right before the failing event,
/// which is where the recorded error says it is, and healthy events are not held back with it.
async fn apply_batch(
    pool: &PgPool,
    subscriber: &dyn Subscriber,
    batch_size: i64,
) -> Result<Progress, Error> {
    match try_batch(pool, subscriber, batch_size).await {
        Err(Failure::Event { index, .. }) if index > 0 => {
            let before_failure = i64::try_from(index).unwrap_or(i64::MAX);
            try_batch(pool, subscriber, before_failure)
                .await
                .map_err(Failure::into_error)
        }
        other => other.map_err(Failure::into_error),
    }
}

/// Why a batch did not commit.
enum Failure {
    /// The event at `index` in the batch could not be applied.
    Event {
        index: usize,
        error: Error,
    },
    Other(Error),
}

impl Failure {
    fn into_error(self) -> Error {
        match self {
            Failure::Event { error, .. } | Failure::Other(error) => error,
        }
    }
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        Failure::Other(error)
    }
}

impl From<sqlx::Error> for Failure {
    fn from(error: sqlx::Error) -> Self {
        Failure::Other(error.into())
    }
}

async fn try_batch(
    pool: &PgPool,
    subscriber: &dyn Subscriber,
    batch_size: i64,
) -> Result<Progress, Failure> {
    let name = subscriber.name();
    let mut tx = pool.begin().await?;
    let from = checkpoint::lock(&mut tx, name).await?;
    let events = StoredEvent::after(&mut tx, from, batch_size).await?;
    let Some(to) = events.last().map(|event| event.global_position) else {
        checkpoint::clear_error(&mut tx, name).await?;
        tx.commit().await?;
        return Ok(Progress::AtHead);
    };
    let (to, failure) = match subscriber.kind() {
        SubscriberKind::Projection => {
            apply_all(subscriber, &mut tx, &events).await?;
            (to, None)
        }
        SubscriberKind::Reactor => match react(subscriber, &mut tx, &events).await? {
            Reacted::All => (to, None),
            Reacted::Until {
                done: None,
                failure,
            } => return Err(failure),
            Reacted::Until {
                done: Some(done),
                failure,
            } => (done, Some(failure)),
        },
    };
    if !checkpoint::advance(&mut tx, name, from, to).await? {
        tx.rollback().await?;
        return Err(Failure::Other(Error::CheckpointMoved {
            subscriber: name,
            expected: from,
        }));
    }
    checkpoint::announce(&mut tx, name, to).await?;
    tx.commit().await?;
    tracing::debug!(subscriber = name, position = to, "advanced");
    match failure {
        None => Ok(Progress::Advanced),
        Some(failure) => Err(failure),
    }
}

/// How far a reactor got through a batch.
enum Reacted {
    All,
    /// It failed on an event; `done` is the position of the last event before it, if any.
    Until {
        done: Option<i64>,
        failure: Failure,
    },
}

/// Feeds a batch to a reactor, each event inside a savepoint. A reactor's effects (a mail sent)
/// cannot be rolled back, so unlike a projection's batch, the events it has handled before a
/// failure must be committed as done, never applied again: the savepoint undoes only the
/// failed event's writes, and the transaction stays usable to advance the checkpoint.
async fn react(
    subscriber: &dyn Subscriber,
    tx: &mut Transaction<'_, Postgres>,
    events: &[StoredEvent],
) -> Result<Reacted, Failure> {
    for (index, event) in events.iter().enumerate() {
        let mut savepoint = Acquire::begin(&mut **tx).await?;
        match apply_all(subscriber, &mut savepoint, std::slice::from_ref(event)).await {
            Ok(()) => savepoint.commit().await?,
            Err(failure) => {
                savepoint.rollback().await?;
                let done = index
                    .checked_sub(1)
                    .map(|before| events[before].global_position);
                // Reported as the batch's first event, so `apply_batch` does not retry a
                // shorter batch: what came before it is already committed here.
                let failure = match failure {
                    Failure::Event { error, .. } => Failure::Event { index: 0, error },
                    other => other,
                };
                return Ok(Reacted::Until { done, failure });
            }
        }
    }
    Ok(Reacted::All)
}

/// Empties the projection's tables and replays every event into them, in one transaction, then
/// sets its checkpoint to the last event replayed.
///
/// Truncate-and-replay in one transaction suits our small data: readers keep seeing the old
/// rows until the commit (the reset deletes rows rather than truncating, so it takes no lock
/// that would block them), and a failure leaves the old table and checkpoint as they were. A
/// read model grown too large for one transaction would be built in a shadow table instead and
/// swapped in once caught up.
pub(crate) async fn rebuild(
    pool: &PgPool,
    projection: &dyn Subscriber,
    batch_size: i64,
) -> Result<i64, Error> {
    let name = projection.name();
    checkpoint::register(pool, projection).await?;
    let mut tx = pool.begin().await?;
    // Taken first, so a running leader waits for the rebuild and then carries on from its end.
    let from = checkpoint::lock(&mut tx, name).await?;
    projection.reset(&mut tx).await?;
    let mut position = 0;
    loop {
        let events = StoredEvent::after(&mut tx, position, batch_size).await?;
        let Some(last) = events.last().map(|event| event.global_position) else {
            break;
        };
        apply_all(projection, &mut tx, &events)
            .await
            .map_err(Failure::into_error)?;
        position = last;
    }
    if !checkpoint::advance(&mut tx, name, from, position).await? {
        tx.rollback().await?;
        return Err(Error::CheckpointMoved {
            subscriber: name,
            expected: from,
        });
    }
    checkpoint::announce(&mut tx, name, position).await?;
    tx.commit().await?;
    Ok(position)
}

/// Applies events in order, naming the event that failed. A panicking handler is turned into an
/// error like any other, so it stops only its own subscriber and is retried, not lost with the
/// task.
async fn apply_all(
    subscriber: &dyn Subscriber,
    tx: &mut Transaction<'_, Postgres>,
    events: &[StoredEvent],
) -> Result<(), Failure> {
    for (index, event) in events.iter().enumerate() {
        let applied = AssertUnwindSafe(subscriber.apply(tx, event))
            .catch_unwind()
            .await
            .unwrap_or_else(|panic| Err(Error::Panicked(panic_message(panic.as_ref()))));
        if let Err(source) = applied {
            let error = Error::Apply {
                subscriber: subscriber.name(),
                event: Box::new(EventRef {
                    position: event.global_position,
                    aggregate_type: event.aggregate_type.clone(),
                    aggregate_id: event.aggregate_id.clone(),
                    sequence: event.sequence,
                    event_type: event.event_type.clone(),
                    event_version: event.event_version.clone(),
                }),
                source: Box::new(source),
            };
            return Err(Failure::Event { index, error });
        }
    }
    Ok(())
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|text| (*text).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a handler panicked".to_owned())
}
