//! Runs commands against aggregates stored in PostgreSQL, and lets a caller wait until the
//! projections have caught up with what a command wrote.
//!
//! We use postgres-es's plain event store rather than `CqrsFramework`, because the framework
//! returns neither the new state nor a position, and rather than its snapshot or aggregate
//! stores, which apply new events twice in 0.5 (CQRS-NOTES trap 1).

use std::time::Duration;

use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateError, EventStore};
use events::EventMetadata;
use postgres_es::PostgresEventRepository;
use sqlx::PgPool;
use tokio::time::Instant;

use crate::error::{ApiError, CONFLICT};

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
        }
    }

    /// Loads the aggregate, lets it handle `command` and commits the events it recorded with
    /// `metadata`. A concurrent write to the same aggregate answers 409 `conflict`; nothing is
    /// retried.
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
        let state = context.aggregate.clone();
        if !events.is_empty() {
            self.store
                .commit(events.clone(), context, metadata.into_map())
                .await
                .map_err(store_error)?;
        }
        let position = self.latest_position(aggregate_id).await?;
        Ok(Executed {
            state,
            events,
            position,
        })
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
