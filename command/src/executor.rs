//! Runs commands against aggregates stored in PostgreSQL, and lets a caller wait until the
//! projections that read a command's events have caught up with them.
//!
//! Aggregates are loaded through postgres-es's plain event store rather than `CqrsFramework`,
//! because the framework returns neither the new state nor a position, and rather than its
//! snapshot or aggregate stores, which apply new events twice in 0.5 (CQRS-NOTES trap 1).
//! Events are appended here, in the same rows postgres-es writes, because the names they take
//! ([`crate::name_claims`]) must be claimed in the same transaction.

use std::cell::RefCell;
use std::time::Duration;

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;
use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateError, DomainEvent, EventStore};
use events::{EventMetadata, StoredEvents};
use postgres_es::PostgresEventRepository;
use sqlx::PgPool;
use tokio::time::Instant;

use crate::context::{CommandName, RequestContext};
use crate::error::{ApiError, CONFLICT};
use crate::name_claims::{self, ClaimsOf};

/// The view of the event store that puts each event's personal fields back in place
/// (`migrations/…_personal_data.sql`).
const READABLE_EVENTS: &str = "readable_events";

/// What a command did: the aggregate's state after it, the events it recorded (possibly none)
/// and the aggregate's latest global position, to wait for with [`wait_until_projected`].
#[derive(Debug)]
pub struct Executed<A: Aggregate> {
    pub state: A,
    pub events: Vec<A::Event>,
    pub position: i64,
}

/// What a command decided before anything is stored: the events it records (possibly none) and
/// the aggregate's state after them.
#[derive(Debug)]
pub struct Decided<A: Aggregate> {
    pub state: A,
    pub events: Vec<A::Event>,
    last_sequence: usize,
}

/// An aggregate the command side runs, declared beside its rules with one line (`impl
/// Runnable for Dog {}`). The executor takes from it the unique names its events claim; most
/// claim none.
pub trait Runnable: Aggregate {
    const NAME_CLAIMS: ClaimsOf<Self::Event> = |_| Vec::new();
}

/// Executes the commands of one aggregate type. Cheap to make (it shares the pool), so each
/// caller makes its own: [`crate::CommandState::executor`].
pub struct Executor<A: Aggregate> {
    store: PersistedEventStore<PostgresEventRepository, A>,
    pool: PgPool,
    services: A::Services,
}

impl<A> Executor<A>
where
    A: Runnable + Clone,
    A::Error: Into<ApiError>,
    A::Event: StoredEvents,
{
    pub fn new(pool: PgPool, services: A::Services) -> Executor<A> {
        // Loads read the events with their personal fields put back (blank once erased); this
        // executor appends by itself, so postgres-es never writes to the view.
        let repository =
            PostgresEventRepository::new(pool.clone()).with_tables(READABLE_EVENTS, "snapshots");
        Executor {
            // Rows stored in an older shape are lifted on load, as the projector lifts them.
            store: PersistedEventStore::new_event_store(repository)
                .with_upcasters(A::Event::upcasters()),
            pool,
            services,
        }
    }

    /// Loads the aggregate, lets it handle `command` and commits the events it recorded with
    /// `metadata`. A concurrent write to the same aggregate answers 409 `conflict`, a name
    /// another aggregate holds its scope's refusal; nothing is retried.
    ///
    /// Once the events are committed nothing here can fail: the position comes from the
    /// append itself, so a client never sees an error for a change that was made (and never
    /// makes it twice by retrying).
    pub async fn execute(
        &self,
        aggregate_id: &str,
        command: A::Command,
        metadata: EventMetadata,
    ) -> Result<Executed<A>, ApiError> {
        let decided = self.decide(aggregate_id, command).await?;
        self.commit(aggregate_id, decided, metadata).await
    }

    /// The one way a command route runs a command: records who asked, lets the aggregate
    /// decide, builds the route's answer from the state the events leave, commits, and waits
    /// until the read models those events feed have them (read-your-writes).
    ///
    /// The answer is built before the commit, so an answer that cannot be built refuses the
    /// command and changes nothing; after the commit nothing fails (the wait is bounded and
    /// only logs), so a client never retries a change that was made.
    pub async fn execute_and_answer<V>(
        &self,
        context: &RequestContext,
        aggregate_id: impl std::fmt::Display,
        command: A::Command,
        answer: impl FnOnce(&Decided<A>) -> Result<V, ApiError>,
    ) -> Result<V, ApiError>
    where
        A::Command: CommandName,
    {
        let aggregate_id = aggregate_id.to_string();
        let metadata = context.metadata(&command);
        let decided = self.decide(&aggregate_id, command).await?;
        let answer = answer(&decided)?;
        let executed = self.commit(&aggregate_id, decided, metadata).await?;
        await_projections(&self.pool, executed.position).await;
        Ok(answer)
    }

    /// Loads the aggregate and lets it handle `command`: the events it would record and the
    /// state they leave, nothing stored yet.
    async fn decide(
        &self,
        aggregate_id: &str,
        command: A::Command,
    ) -> Result<Decided<A>, ApiError> {
        let mut context = self
            .store
            .load_aggregate(aggregate_id)
            .await
            .map_err(store_error)?;
        let sink = EventSink::default();
        context
            .aggregate
            .handle(command, &self.services, &sink)
            .await
            .map_err(Into::into)?;
        // The sink has already applied the events, so this is the state after the command.
        Ok(Decided {
            events: sink.collect().await,
            state: context.aggregate,
            last_sequence: context.current_sequence,
        })
    }

    /// Stores what [`Self::decide`] decided; answers the aggregate's latest position.
    async fn commit(
        &self,
        aggregate_id: &str,
        decided: Decided<A>,
        metadata: EventMetadata,
    ) -> Result<Executed<A>, ApiError> {
        let position = if decided.events.is_empty() {
            self.latest_position(aggregate_id).await?
        } else {
            self.append(
                aggregate_id,
                decided.last_sequence,
                &decided.events,
                metadata,
            )
            .await?
        };
        Ok(Executed {
            state: decided.state,
            events: decided.events,
            position,
        })
    }

    /// Appends `events` after sequence `last_sequence` and claims the names they take, in one
    /// transaction; answers the global position of the last one.
    async fn append(
        &self,
        aggregate_id: &str,
        last_sequence: usize,
        events: &[A::Event],
        metadata: EventMetadata,
    ) -> Result<i64, ApiError> {
        let metadata = serde_json::to_value(metadata.into_map()).map_err(serialization)?;
        let mut transaction = self.pool.begin().await?;
        let mut position = 0;
        for (sequence, event) in (last_sequence + 1..).zip(events) {
            let sequence = i64::try_from(sequence).map_err(anyhow::Error::from)?;
            let payload = serde_json::to_value(event).map_err(serialization)?;
            position = sqlx::query_scalar(
                "INSERT INTO events
                        (aggregate_type, aggregate_id, sequence, event_type, event_version,
                         payload, metadata)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 RETURNING global_position",
            )
            .bind(A::TYPE)
            .bind(aggregate_id)
            .bind(sequence)
            .bind(event.event_type())
            .bind(event.event_version())
            .bind(payload)
            .bind(&metadata)
            .fetch_one(&mut *transaction)
            .await
            .map_err(append_error)?;
            for change in A::NAME_CLAIMS(event) {
                name_claims::record(&mut transaction, aggregate_id, &change).await?;
            }
        }
        transaction.commit().await?;
        Ok(position)
    }

    /// The aggregate as its events leave it now (a default one for an unknown id).
    pub async fn load(&self, aggregate_id: &str) -> Result<A, ApiError> {
        let context = self
            .store
            .load_aggregate(aggregate_id)
            .await
            .map_err(store_error)?;
        Ok(context.aggregate)
    }

    /// Every event of the aggregate with its metadata, oldest first; none for an unknown id.
    pub async fn history(
        &self,
        aggregate_id: &str,
    ) -> Result<Vec<cqrs_es::EventEnvelope<A>>, ApiError> {
        self.store
            .load_events(aggregate_id)
            .await
            .map_err(store_error)
    }

    /// The global position of the aggregate's last event, 0 when it has none. Within one
    /// aggregate a higher sequence was committed later, hence has the higher position; going
    /// by sequence lets the primary key index find the row.
    async fn latest_position(&self, aggregate_id: &str) -> Result<i64, ApiError> {
        let position: Option<i64> = sqlx::query_scalar(
            "SELECT global_position FROM events
              WHERE aggregate_type = $1 AND aggregate_id = $2
              ORDER BY sequence DESC LIMIT 1",
        )
        .bind(A::TYPE)
        .bind(aggregate_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(position.unwrap_or(0))
    }
}

/// Another writer appended to the same aggregate since it was loaded: the primary key on
/// (aggregate, sequence) refuses the second, as optimistic concurrency.
fn append_error(error: sqlx::Error) -> ApiError {
    match &error {
        sqlx::Error::Database(cause) if cause.is_unique_violation() => ApiError::Conflict(CONFLICT),
        _ => error.into(),
    }
}

fn serialization(error: serde_json::Error) -> ApiError {
    ApiError::Internal(anyhow::Error::new(error).context("serializing an event"))
}

fn store_error<E>(error: AggregateError<E>) -> ApiError
where
    E: std::error::Error + Into<ApiError>,
{
    // postgres-es boxes the sqlx error; unboxed, its kind stays visible to `errors::unreachable`
    // (a database out of reach answers 503, not 500).
    let internal = |cause: Box<dyn std::error::Error + Send + Sync>| {
        let cause = match cause.downcast::<sqlx::Error>() {
            Ok(database) => anyhow::Error::new(*database),
            Err(other) => anyhow::Error::from_boxed(other),
        };
        ApiError::Internal(cause.context("event store"))
    };
    match error {
        AggregateError::UserError(error) => error.into(),
        AggregateError::AggregateConflict => ApiError::Conflict(CONFLICT),
        AggregateError::DatabaseConnectionError(cause)
        | AggregateError::DeserializationError(cause)
        | AggregateError::UnexpectedError(cause) => internal(cause),
    }
}

/// Longest a command waits for the projections before answering anyway.
const MAX_WAIT: Duration = Duration::from_secs(3);
/// The projector usually needs a few milliseconds, so polling starts fast and slows down.
const FIRST_PAUSE: Duration = Duration::from_millis(2);
const LONGEST_PAUSE: Duration = Duration::from_millis(50);

/// Names the read models an answer was given without, when the wait for them ran out.
pub const LAGGING_HEADER: &str = "x-read-models-lagging";

tokio::task_local! {
    /// Read models the current request's command gave up waiting for; see [`report_lagging`].
    static LAGGING: RefCell<Vec<String>>;
}

/// Waits until the projections that read the command's events have reached `position` (the
/// command's last event), so that reads made after the answer see its effect
/// (read-your-writes). Which projections read what, each records on its checkpoint row, so a
/// stuck projection of dogs does not slow a change of a staff profile.
///
/// Bounded: after [`MAX_WAIT`] it logs a warning and returns, because the command itself has
/// succeeded; the projections still behind are named in the answer's [`LAGGING_HEADER`] (see
/// [`report_lagging`]). A command that wrote nothing (position 0) returns at once.
///
/// Polls instead of LISTENing: a listener needs its own connection per wait, and a poll of the
/// small checkpoint table costs less than opening one.
pub async fn wait_until_projected(pool: &PgPool, position: i64) -> Result<(), ApiError> {
    let deadline = Instant::now() + MAX_WAIT;
    let mut pause = FIRST_PAUSE;
    loop {
        let behind = projections_behind(pool, position).await?;
        if behind.is_empty() {
            return Ok(());
        }
        if Instant::now() >= deadline {
            tracing::warn!(
                position,
                lagging = %behind.join(", "),
                "projections have not reached a command's position; answering anyway"
            );
            // Outside `report_lagging` (a CLI, a test calling this directly) there is no
            // answer to mark, and the log says it all.
            let _ = LAGGING.try_with(|lagging| lagging.borrow_mut().extend(behind));
            return Ok(());
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(LONGEST_PAUSE);
    }
}

/// The projections that read an event of the aggregate written at `position`, up to it, and
/// have not applied it yet. Earlier unapplied events of the same aggregate count too: the read
/// model needs them as much as the command's own.
async fn projections_behind(pool: &PgPool, position: i64) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT c.name FROM projection_checkpoints c
           JOIN events target ON target.global_position = $1
          WHERE c.kind = 'projection' AND c.position < $1
            AND EXISTS (
                SELECT 1 FROM events e
                 WHERE e.aggregate_type = target.aggregate_type
                   AND e.aggregate_id = target.aggregate_id
                   AND e.global_position > c.position AND e.global_position <= $1
                   AND subscriber_reads(c.aggregate_types, c.event_types,
                                        e.aggregate_type, e.event_type))
          ORDER BY c.name",
    )
    .bind(position)
    .fetch_all(pool)
    .await
}

/// Middleware around the command routes: an answer given before the read models it feeds had
/// caught up carries their names in [`LAGGING_HEADER`], so a client knows that a read right
/// after it may not show the change yet. [`wait_until_projected`] reports them through a
/// task-local, which keeps every handler's signature as it is.
pub async fn report_lagging(request: Request, next: Next) -> Response {
    LAGGING
        .scope(RefCell::new(Vec::new()), async move {
            let mut response = next.run(request).await;
            let lagging = LAGGING.with(RefCell::take);
            if !lagging.is_empty() {
                if let Ok(value) = HeaderValue::from_str(&lagging.join(", ")) {
                    response.headers_mut().insert(LAGGING_HEADER, value);
                }
            }
            response
        })
        .await
}

/// [`wait_until_projected`] after a command whose events are committed. The change is made
/// whatever happens here, so a failing read is logged and the command still answers from the
/// aggregate's state: an error would make a client retry a change that already happened.
pub async fn await_projections(pool: &PgPool, position: i64) {
    if let Err(error) = wait_until_projected(pool, position).await {
        tracing::warn!(
            position,
            "answering a committed command without waiting for the projections: {error:#}"
        );
    }
}
