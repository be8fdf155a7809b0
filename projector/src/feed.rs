//! How events reach a subscriber. Every function here is one or more whole transactions; the
//! read rows a projection writes and its checkpoint always commit together, and a reactor's
//! checkpoint moves in a short transaction after each effect, or each group of them.

use std::panic::AssertUnwindSafe;
use std::time::Instant;

use events::EventMetadata;
use futures::FutureExt;
use sqlx::{PgConnection, PgPool, Postgres, Transaction};

use crate::error::EventRef;
use crate::leadership::Leadership;
use crate::reactor::NewEvent;
use crate::{checkpoint, Error, Reaction, StoredEvent, Subscriber, SubscriberKind};

/// What one batch achieved.
enum Progress {
    Advanced,
    AtHead,
}

/// Applies batches until the subscriber has seen every committed event, or `should_stop` says
/// so between batches. The checkpoint row is registered on the way in. A reactor run under a
/// `lead` confirms it still holds it before each effect.
///
/// An error stops it where it is: the failed batch is rolled back (its earlier, good batches
/// stay committed), the error is logged and, unless it is the database that cannot be reached,
/// recorded on the checkpoint row, and the caller decides when to try again. The failing event
/// is never skipped.
pub(crate) async fn catch_up(
    pool: &PgPool,
    subscriber: &dyn Subscriber,
    batch_size: i64,
    should_stop: impl Fn() -> bool,
    mut lead: Option<&mut Leadership>,
) -> Result<(), Error> {
    checkpoint::register(pool, subscriber).await?;
    loop {
        if should_stop() {
            return Ok(());
        }
        match apply_batch(pool, subscriber, batch_size, lead.as_deref_mut()).await {
            Ok(Progress::AtHead) => return Ok(()),
            Ok(Progress::Advanced) => {}
            // Nothing of this subscriber failed: the caller stands by.
            Err(error @ Error::LeadLost { .. }) => return Err(error),
            // Only possible if someone bypassed the row lock; reading again from the new
            // position is the whole remedy.
            Err(error @ Error::CheckpointMoved { .. }) => {
                tracing::warn!(error = %error.chain(), "batch rolled back; reading again");
            }
            // The database went away, not the event: nothing can be recorded while it is
            // away, and once it is back the subscriber is not stopped on anything, which is
            // what a recorded error would tell health (and a load balancer) until the retry.
            Err(error) if errors::unreachable(&error) => {
                tracing::warn!(
                    subscriber = subscriber.name(),
                    error = %error.chain(),
                    "the database cannot be reached; the subscriber will try again"
                );
                return Err(error);
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
/// checkpoint, all in one transaction, then announces on commit what it applied.
///
/// When an event fails part-way through, the batch rolls back and the events before it are
/// applied again as a shorter batch: the checkpoint then stops right before the failing event,
/// which is where the recorded error says it is, and healthy events are not held back with it.
async fn apply_batch(
    pool: &PgPool,
    subscriber: &dyn Subscriber,
    batch_size: i64,
    mut lead: Option<&mut Leadership>,
) -> Result<Progress, Error> {
    match try_batch(pool, subscriber, batch_size, lead.as_deref_mut()).await {
        Err(Failure::Event { index, .. }) if index > 0 => {
            let before_failure = i64::try_from(index).unwrap_or(i64::MAX);
            try_batch(pool, subscriber, before_failure, lead)
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
    lead: Option<&mut Leadership>,
) -> Result<Progress, Failure> {
    if subscriber.kind() == SubscriberKind::Reactor {
        return react_batch(pool, subscriber, batch_size, lead).await;
    }
    let name = subscriber.name();
    let mut tx = pool.begin().await?;
    let from = checkpoint::lock(&mut tx, name).await?;
    let head = StoredEvent::head(&mut tx).await?;
    let events = StoredEvent::after(&mut tx, &subscriber.handles(), from, head, batch_size).await?;
    let (to, progress) = reach(&events, batch_size, head);
    if to <= from {
        checkpoint::clear_error(&mut tx, name).await?;
        tx.commit().await?;
        return Ok(Progress::AtHead);
    }
    apply_all(subscriber, &mut tx, &events).await?;
    let applied = events.last().map(|event| event.global_position);
    commit_advance(tx, name, from, to, applied).await?;
    Ok(progress)
}

/// Where a batch read up to `head` takes the checkpoint. A full batch may have left events of
/// the subscriber's behind it, so it stops at the batch's last; a shorter one was all there was,
/// and the checkpoint passes every other event up to the head with it, in one step.
fn reach(events: &[StoredEvent], batch_size: i64, head: i64) -> (i64, Progress) {
    match events.last() {
        Some(last) if i64::try_from(events.len()).unwrap_or(i64::MAX) >= batch_size => {
            (last.global_position, Progress::Advanced)
        }
        _ => (head, Progress::AtHead),
    }
}

/// Feeds a batch to a reactor, one event at a time, with no transaction open while it reacts:
/// a mail server may take seconds, and a transaction held that long would keep locks and a
/// connection from everyone else. After each effect (or each group of them, for a reactor that
/// groups its effects) the checkpoint moves past it in a short transaction of its own, with
/// the events the reactor records (a parked mail, a delivery), so a crash repeats at most the
/// effects not yet committed, and a failure keeps everything before it. Under a `lead`, each
/// effect waits until the lead is confirmed: an instance that lost it while it sent the
/// batch's earlier mails sends no more of them.
async fn react_batch(
    pool: &PgPool,
    reactor: &dyn Subscriber,
    batch_size: i64,
    mut lead: Option<&mut Leadership>,
) -> Result<Progress, Failure> {
    let name = reactor.name();
    let mut group = Group::new(
        checkpoint::position(pool, name).await?,
        reactor.effects_per_commit(),
    );
    let (events, head) = {
        let mut conn = pool.acquire().await?;
        let head = StoredEvent::head(&mut conn).await?;
        let events = StoredEvent::after(
            &mut conn,
            &reactor.handles(),
            group.committed,
            head,
            batch_size,
        )
        .await?;
        (events, head)
    };
    let (last, progress) = reach(&events, batch_size, head);
    if last <= group.committed {
        let mut conn = pool.acquire().await?;
        checkpoint::clear_error(&mut conn, name).await?;
        return Ok(Progress::AtHead);
    }
    for event in &events {
        if let Some(lead) = lead.as_deref_mut() {
            if !lead.is_held().await {
                group.commit(pool, reactor).await?;
                return Err(Failure::Other(Error::LeadLost { subscriber: name }));
            }
        }
        let reacted = AssertUnwindSafe(reactor.react(event))
            .catch_unwind()
            .await
            .unwrap_or_else(|panic| Err(Error::Panicked(panic_message(panic.as_ref()))));
        match reacted {
            Ok(reaction) => {
                group.add(event.global_position, reaction);
                if group.is_due() {
                    group.commit(pool, reactor).await?;
                }
            }
            Err(source) => {
                group.commit(pool, reactor).await?;
                return Err(Failure::Event {
                    // Reported as the batch's first event, so `apply_batch` does not retry a
                    // shorter batch: what came before it is already committed here.
                    index: 0,
                    error: failed_at(reactor, event, source),
                });
            }
        }
    }
    group.pass(last);
    group.commit(pool, reactor).await?;
    // What it recorded lies past the head it read: one more look passes it.
    Ok(if group.appended {
        Progress::Advanced
    } else {
        progress
    })
}

/// A reactor's effects done but not yet committed, with the events they record.
struct Group {
    /// The reactor's checkpoint as committed.
    committed: i64,
    /// Where it can move: past the last effect, or past the events it does not read up to the
    /// head at the batch's end.
    reached: i64,
    recorded: Vec<NewEvent>,
    /// The last event reacted to since the last commit.
    applied: Option<i64>,
    /// Whether any commit of this batch appended events.
    appended: bool,
    effects: usize,
    since: Option<Instant>,
    size: usize,
}

impl Group {
    fn new(committed: i64, size: usize) -> Group {
        Group {
            committed,
            reached: committed,
            recorded: Vec::new(),
            applied: None,
            appended: false,
            effects: 0,
            since: None,
            size: size.max(1),
        }
    }

    fn pass(&mut self, position: i64) {
        self.reached = position;
    }

    fn add(&mut self, position: i64, reaction: Reaction) {
        match reaction {
            Reaction::Done => {}
            Reaction::Parked(parked) => self.recorded.push(parked),
            Reaction::Recorded(recorded) => self.recorded.extend(recorded),
        }
        self.reached = position;
        self.applied = Some(position);
        self.effects += 1;
        self.since.get_or_insert_with(Instant::now);
    }

    fn is_due(&self) -> bool {
        self.effects >= self.size
            || self
                .since
                .is_some_and(|since| since.elapsed() >= crate::reactor::GROUP_WINDOW)
    }

    /// Records the group's events and moves the checkpoint past it, if it moved at all.
    async fn commit(&mut self, pool: &PgPool, reactor: &dyn Subscriber) -> Result<(), Failure> {
        if self.reached > self.committed {
            move_past(
                pool,
                reactor,
                (self.committed, self.reached),
                self.applied,
                &self.recorded,
            )
            .await?;
            self.committed = self.reached;
            self.appended |= !self.recorded.is_empty();
        }
        self.recorded.clear();
        self.applied = None;
        self.effects = 0;
        self.since = None;
        Ok(())
    }
}

/// Moves a reactor's checkpoint from `from` to `to`, recording its events in the same
/// transaction. Compare-and-set: only the leader moves a reactor, so a moved checkpoint means
/// another instance took over, and this one stops.
async fn move_past(
    pool: &PgPool,
    reactor: &dyn Subscriber,
    (from, to): (i64, i64),
    applied: Option<i64>,
    recorded: &[NewEvent],
) -> Result<(), Failure> {
    let name = reactor.name();
    let mut tx = pool.begin().await?;
    for event in recorded {
        append(&mut tx, name, event).await?;
    }
    commit_advance(tx, name, from, to, applied).await
}

/// Moves `name`'s checkpoint from `from` to `to` with what `tx` wrote, announces the last event
/// `applied` if it applied any, and commits; another instance that moved the checkpoint
/// meanwhile rolls it all back.
async fn commit_advance(
    mut tx: sqlx::Transaction<'_, sqlx::Postgres>,
    name: &'static str,
    from: i64,
    to: i64,
    applied: Option<i64>,
) -> Result<(), Failure> {
    if !checkpoint::advance(&mut tx, name, from, to, applied).await? {
        tx.rollback().await?;
        return Err(Failure::Other(Error::CheckpointMoved {
            subscriber: name,
            expected: from,
        }));
    }
    if let Some(applied) = applied {
        checkpoint::announce(&mut tx, name, applied).await?;
    }
    tx.commit().await?;
    tracing::debug!(subscriber = name, position = to, "advanced");
    Ok(())
}

/// Appends a reactor's event under the next sequence of its aggregate (or right after the one it
/// follows, which fails if that is taken), as the command side's event store would, with the
/// reactor as the actor.
async fn append(
    conn: &mut PgConnection,
    reactor: &'static str,
    event: &NewEvent,
) -> Result<(), Error> {
    let metadata = EventMetadata {
        actor: reactor.to_owned(),
        request_id: String::new(),
        command: event.event_type.clone(),
    };
    sqlx::query(
        "INSERT INTO events \
         (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) \
         SELECT $1, $2, coalesce($7 + 1, max(sequence) + 1, 1), $3, $4, $5, $6 FROM events \
          WHERE aggregate_type = $1 AND aggregate_id = $2",
    )
    .bind(event.aggregate_type)
    .bind(&event.aggregate_id)
    .bind(&event.event_type)
    .bind(&event.event_version)
    .bind(&event.payload)
    .bind(serde_json::to_value(metadata.into_map()).map_err(Error::Decode)?)
    .bind(event.following)
    .execute(conn)
    .await?;
    Ok(())
}

/// Empties the projection's tables and replays every event it reads into them, in one
/// transaction, then sets its checkpoint to the head the replay went up to.
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
    let position = StoredEvent::head(&mut tx).await?;
    projection.reset(&mut tx).await?;
    replay(&mut tx, projection, position, batch_size).await?;
    // Its tables changed as a whole, whether or not it read any event.
    if !checkpoint::advance(&mut tx, name, from, position, Some(position)).await? {
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

/// Replays every event the projection reads up to `until` into its tables, as they stand in
/// `tx`.
pub(crate) async fn replay(
    tx: &mut Transaction<'_, Postgres>,
    projection: &dyn Subscriber,
    until: i64,
    batch_size: i64,
) -> Result<(), Error> {
    let handles = projection.handles();
    let mut position = 0;
    loop {
        let events = StoredEvent::after(tx, &handles, position, until, batch_size).await?;
        let Some(last) = events.last().map(|event| event.global_position) else {
            return Ok(());
        };
        apply_all(projection, tx, &events)
            .await
            .map_err(Failure::into_error)?;
        position = last;
    }
}

/// Applies the events in order, naming the event that failed. A panicking handler is turned
/// into an error like any other, so it stops only its own subscriber and is retried, not lost
/// with the task.
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
            return Err(Failure::Event {
                index,
                error: failed_at(subscriber, event, source),
            });
        }
    }
    Ok(())
}

fn failed_at(subscriber: &dyn Subscriber, event: &StoredEvent, source: Error) -> Error {
    Error::Apply {
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
    }
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|text| (*text).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a handler panicked".to_owned())
}
