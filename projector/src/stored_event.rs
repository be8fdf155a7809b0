use std::collections::HashMap;

use chrono::{DateTime, Utc};
use cqrs_es::persist::SemanticVersion;
use events::EventMetadata;
use events::StoredEvents;
use sqlx::{PgConnection, Row};

use crate::{Error, Handles};

/// One row of the event store, as every subscriber sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredEvent {
    /// The position in the one order over all aggregates; checkpoints count in it.
    pub global_position: i64,
    pub aggregate_type: String,
    pub aggregate_id: String,
    /// Position within its aggregate, from 1.
    pub sequence: i64,
    pub event_type: String,
    pub event_version: String,
    /// The serde JSON of the aggregate's event enum, e.g. `{"SignedIn":{"at":"..."}}`.
    pub payload: serde_json::Value,
    pub metadata: EventMetadata,
    /// When the transaction that appended the event began (`now()` in PostgreSQL), which can
    /// be a little before its commit. Handlers use this, never the clock, so a rebuild writes
    /// the same rows as the first projection did.
    pub recorded_at: DateTime<Utc>,
    /// When the visitor's personal data in it was erased; its personal fields then read as
    /// blanks (`events::erasure`).
    pub erased_at: Option<DateTime<Utc>>,
}

/// Lifts a stored payload of `event_type` to today's shape with `E`'s upcasters (in order, as
/// cqrs-es does when it loads an aggregate) and decodes it. For the engine, and for subscribers
/// that look up earlier events of an aggregate.
///
/// The version is checked after upcasting: a payload of a version nobody lifts (one written by
/// a newer command side, say) may well deserialize into today's type by accident and mean
/// something else, so it stops the subscriber instead.
pub fn decode_payload<E: StoredEvents>(
    event_type: &str,
    event_version: &str,
    payload: serde_json::Value,
) -> Result<E, Error> {
    let serialized = E::lifted(event_type, event_version, payload);
    // Compared as semantic versions: an upcaster writes "2.0.0" for "2.0".
    let version = |text: &str| text.parse::<SemanticVersion>().ok();
    let current = version(E::current_version(&serialized.event_type));
    if current.is_none() || version(&serialized.event_version) != current {
        return Err(Error::UnknownEventVersion(event_version.to_owned()));
    }
    serde_json::from_value(serialized.payload).map_err(Error::Decode)
}

impl StoredEvent {
    /// This row's event in today's shape; see [`decode_payload`].
    pub fn decode<E: StoredEvents>(&self) -> Result<E, Error> {
        decode_payload(&self.event_type, &self.event_version, self.payload.clone())
    }

    /// The aggregate id as the number it is for aggregates whose ids come from a sequence.
    pub fn numeric_id(&self) -> Result<i64, Error> {
        self.aggregate_id.parse().map_err(|_| Error::NonNumericId {
            aggregate_type: self.aggregate_type.clone(),
            id: self.aggregate_id.clone(),
        })
    }

    /// The position of the newest committed event (0 for none). Every event up to it is visible
    /// already: positions are drawn under a lock held until commit, so an earlier position is
    /// either committed or rolled back for good.
    pub(crate) async fn head(conn: &mut PgConnection) -> Result<i64, Error> {
        let head = sqlx::query_scalar("SELECT coalesce(max(global_position), 0) FROM events")
            .fetch_one(conn)
            .await?;
        Ok(head)
    }

    /// Reads up to `limit` of the events `handles` takes after `position` and up to `until`, in
    /// global order. The others are not read at all: a subscriber passes them by moving its
    /// checkpoint.
    pub(crate) async fn after(
        conn: &mut PgConnection,
        handles: &Handles,
        position: i64,
        until: i64,
        limit: i64,
    ) -> Result<Vec<StoredEvent>, Error> {
        let rows = sqlx::query(
            "SELECT global_position, aggregate_type, aggregate_id, sequence, event_type, \
                    event_version, payload, metadata, recorded_at, erased_at \
             FROM readable_events \
             WHERE global_position > $1 AND global_position <= $3 \
               AND subscriber_reads($4, $5, aggregate_type, event_type) \
             ORDER BY global_position \
             LIMIT $2",
        )
        .bind(position)
        .bind(limit)
        .bind(until)
        .bind(&handles.aggregate_types)
        .bind(&handles.event_types)
        .fetch_all(conn)
        .await?;

        rows.into_iter()
            .map(|row| {
                let global_position: i64 = row.try_get("global_position")?;
                let metadata: serde_json::Value = row.try_get("metadata")?;
                let metadata: HashMap<String, String> =
                    serde_json::from_value(metadata).map_err(|source| Error::Metadata {
                        position: global_position,
                        source,
                    })?;
                Ok(StoredEvent {
                    global_position,
                    aggregate_type: row.try_get("aggregate_type")?,
                    aggregate_id: row.try_get("aggregate_id")?,
                    sequence: row.try_get("sequence")?,
                    event_type: row.try_get("event_type")?,
                    event_version: row.try_get("event_version")?,
                    payload: row.try_get("payload")?,
                    metadata: EventMetadata::from_map(&metadata),
                    recorded_at: row.try_get("recorded_at")?,
                    erased_at: row.try_get("erased_at")?,
                })
            })
            .collect()
    }
}

/// The events a projection or reactor reads: one aggregate's event enum, or an enum of its own
/// over the events of several aggregates (staff mail and the inbox read dog requests, contact
/// messages and reviews alike).
pub trait SubscribedEvents: Send + Sized + 'static {
    /// The aggregate types whose events it holds.
    fn aggregate_types() -> Vec<&'static str>;

    /// The stored row's event in today's shape; the row is of one of [`Self::aggregate_types`].
    fn decode(stored: &StoredEvent) -> Result<Self, Error>;
}

impl<E: StoredEvents + Send + 'static> SubscribedEvents for E {
    fn aggregate_types() -> Vec<&'static str> {
        vec![E::AGGREGATE_TYPE]
    }

    fn decode(stored: &StoredEvent) -> Result<E, Error> {
        stored.decode::<E>()
    }
}
