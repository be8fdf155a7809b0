//! The history panel's calls, the same for every aggregate staff edit: the list of what
//! happened (who, when, which fields changed), one version as it was, and restoring it. Each
//! aggregate says how its events fold and what differs between two of its states.

use chrono::{DateTime, Utc};
use cqrs_es::{Aggregate, EventEnvelope};
use events::EventMetadata;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiError;

/// One step of a history: who did what, when, and which fields it changed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    /// The version the step left the record at: open it with `.../versions/{sequence}`.
    pub sequence: u64,
    /// The event's type, e.g. `DogEdited` or `ArticlePublished`.
    pub event: String,
    /// The staff member's login; `scheduler` for what the server did on its own clock, `cli`
    /// for what its command line did.
    pub actor: String,
    pub at: DateTime<Utc>,
    /// The fields the step changed (`name.en`, `blocks.uk`, …); empty when it changed none.
    pub changed_fields: Vec<String>,
}

/// The body of a restore: the version the editor has loaded, so a restore over someone else's
/// newer change is refused like a stale save.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RestoreBody {
    pub version: u64,
}

/// What the history needs to know of an aggregate.
pub trait Versioned: Aggregate + Default + Clone {
    /// The fields that differ between the record before and after one of its events.
    fn changed_fields(before: &Self, after: &Self) -> Vec<String>;

    /// When the event happened.
    fn event_time(event: &Self::Event) -> DateTime<Utc>;
}

/// The entries of `envelopes`, oldest first; 404 when there are none (no such record).
pub fn entries<A: Versioned>(
    envelopes: Vec<EventEnvelope<A>>,
) -> Result<Vec<HistoryEntry>, ApiError> {
    if envelopes.is_empty() {
        return Err(ApiError::NotFound);
    }
    let mut state = A::default();
    let entries = envelopes
        .into_iter()
        .map(|envelope| {
            let before = state.clone();
            let event = envelope.payload;
            let event_type = cqrs_es::DomainEvent::event_type(&event);
            let at = A::event_time(&event);
            state.apply(event);
            HistoryEntry {
                sequence: u64::try_from(envelope.sequence).unwrap_or_default(),
                event: event_type,
                actor: EventMetadata::from_map(&envelope.metadata).actor,
                at,
                changed_fields: A::changed_fields(&before, &state),
            }
        })
        .collect();
    Ok(entries)
}

/// A version number from a path segment: a positive number in plain digits, else 404.
pub fn version_number(segment: &str) -> Result<u64, ApiError> {
    let digits = !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit());
    segment
        .parse()
        .ok()
        .filter(|&n| digits && n > 0)
        .ok_or(ApiError::NotFound)
}

/// The record as it was right after version `version`, and the fields that version changed;
/// 404 for a version it never had.
pub fn version<A: Versioned>(
    envelopes: Vec<EventEnvelope<A>>,
    version: u64,
) -> Result<(A, Vec<String>), ApiError> {
    let wanted = usize::try_from(version).map_err(|_| ApiError::NotFound)?;
    if wanted == 0 || wanted > envelopes.len() {
        return Err(ApiError::NotFound);
    }
    let mut state = A::default();
    let mut before = A::default();
    for envelope in envelopes.into_iter().take(wanted) {
        before = state.clone();
        state.apply(envelope.payload);
    }
    let changed = A::changed_fields(&before, &state);
    Ok((state, changed))
}
