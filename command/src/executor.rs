//! Runs commands against aggregates stored in PostgreSQL, and lets a caller wait until the
//! projections have caught up with what a command wrote.
//!
//! Aggregates are loaded through postgres-es's plain event store rather than `CqrsFramework`,
//! because the framework returns neither the new state nor a position, and rather than its
//! snapshot or aggregate stores, which apply new events twice in 0.5 (CQRS-NOTES trap 1).
//! Events are appended here, in the same rows postgres-es writes, because the names they take
//! ([`crate::name_claims`]) must be claimed in the same transaction.

use std::time::Duration;

use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateError, DomainEvent, EventStore};
use events::EventMetadata;
use postgres_es::PostgresEventRepository;
use sqlx::PgPool;
use tokio::time::Instant;

use crate::error::{ApiError, CONFLICT};
use crate::name_claims::{self, ClaimsOf};

/// What a command did: the aggregate's state after it, the events it recorded (possibly none)
/// and the aggregate's latest global position, to wait for with [`wait_until_projected`].
#[derive(Debug)]
pub struct Executed<A: Aggregate> {
    pub state: A,
    pub events: Vec<A::Event>,
    pub position: i64,
}

/// Executes the commands of one aggregate type.
pub struct Executor<A: Aggregate> {
    store: PersistedEventStore<PostgresEventRepository, A>,
    pool: PgPool,
    services: A::Services,
    name_claims: ClaimsOf<A::Event>,
}

impl<A> Executor<A>
where
    A: Aggregate + Clone,
    A::Error: Into<ApiError>,
{
    pub fn new(pool: PgPool, services: A::Services) -> Executor<A> {
        let repository = PostgresEventRepository::new(pool.clone());
        Executor {
            store: PersistedEventStore::new_event_store(repository),
            pool,
            services,
            name_claims: |_| None,
        }
    }

    /// An executor that claims the unique names `claims` finds in the events it appends.
    pub fn claiming_names(self, claims: ClaimsOf<A::Event>) -> Executor<A> {
        Executor {
            name_claims: claims,
            ..self
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
        let events = sink.collect().await;
        // The sink has already applied the events, so this is the state after the command.
        let state = context.aggregate;
        let position = if events.is_empty() {
            self.latest_position(aggregate_id).await?
        } else {
            self.append(aggregate_id, context.current_sequence, &events, metadata)
                .await?
        };
        Ok(Executed {
            state,
            events,
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
            if let Some(claim) = (self.name_claims)(event) {
                name_claims::take(&mut transaction, aggregate_id, &claim).await?;
            }
        }
        transaction.commit().await?;
        Ok(position)
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
    let internal =
        |cause| ApiError::Internal(anyhow::Error::from_boxed(cause).context("event store"));
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

/// Waits until every projection's checkpoint has reached `position`, so that reads made after
/// a command's answer see its effect (read-your-writes). Bounded: after [`MAX_WAIT`] it logs a
/// warning and returns, because the command itself has succeeded. Without any projection
/// checkpoints (no projector has ever run) it returns at once.
///
/// Polls instead of LISTENing: a listener needs its own connection per wait, and a poll of the
/// small checkpoint table costs less than opening one.
pub async fn wait_until_projected(pool: &PgPool, position: i64) -> Result<(), ApiError> {
    let deadline = Instant::now() + MAX_WAIT;
    let mut pause = FIRST_PAUSE;
    loop {
        let behind: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM projection_checkpoints
              WHERE kind = 'projection' AND position < $1",
        )
        .bind(position)
        .fetch_one(pool)
        .await?;
        if behind == 0 {
            return Ok(());
        }
        if Instant::now() >= deadline {
            tracing::warn!(
                position,
                behind,
                "projections have not reached a command's position; answering anyway"
            );
            return Ok(());
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(LONGEST_PAUSE);
    }
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
