use std::collections::HashMap;

use chrono::{DateTime, Utc};
use events::EventMetadata;
use serde::de::DeserializeOwned;
use sqlx::{PgConnection, Row};

use crate::Error;

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
    /// When the event was committed. Handlers use this, never `now()`, so a rebuild writes the
    /// same rows as the first projection did.
    pub recorded_at: DateTime<Utc>,
}

/// Decodes an event payload read from the store into `E`, if its version is one the caller
/// knows. For subscribers that look up earlier events of an aggregate.
pub fn decode_payload<E: DeserializeOwned>(
    event_version: &str,
    payload: serde_json::Value,
    known_versions: &[&str],
) -> Result<E, Error> {
    if !known_versions.contains(&event_version) {
        return Err(Error::UnknownEventVersion(event_version.to_owned()));
    }
    serde_json::from_value(payload).map_err(Error::Decode)
}

impl StoredEvent {
    /// Decodes the payload into `E` if the stored version is one the caller knows.
    ///
    /// The version is checked first: a payload of an unknown version may well deserialize into
    /// today's type by accident and mean something else.
    pub fn decode<E: DeserializeOwned>(&self, known_versions: &[&str]) -> Result<E, Error> {
        decode_payload(&self.event_version, self.payload.clone(), known_versions)
    }

    /// The aggregate id as the number it is for aggregates whose ids come from a sequence.
    pub fn numeric_id(&self) -> Result<i64, Error> {
        self.aggregate_id.parse().map_err(|_| Error::NonNumericId {
            aggregate_type: self.aggregate_type.clone(),
            id: self.aggregate_id.clone(),
        })
    }

    /// Reads up to `limit` events after `position`, in global order.
    pub(crate) async fn after(
        conn: &mut PgConnection,
        position: i64,
        limit: i64,
    ) -> Result<Vec<StoredEvent>, Error> {
        let rows = sqlx::query(
            "SELECT global_position, aggregate_type, aggregate_id, sequence, event_type, \
                    event_version, payload, metadata, recorded_at \
             FROM events \
             WHERE global_position > $1 \
             ORDER BY global_position \
             LIMIT $2",
        )
        .bind(position)
        .bind(limit)
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
                })
            })
            .collect()
    }
}
