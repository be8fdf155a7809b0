//! The history panel's calls, the same for every aggregate staff edit: the list of what
//! happened (who, when, which fields changed), one version as it was, and restoring it. Each
//! aggregate says how its events fold and what differs between two of its states.

use chrono::{DateTime, Utc};
use cqrs_es::EventEnvelope;
use events::{EventMetadata, StoredEvents};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiError;
use crate::executor::{Executor, Runnable};

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

/// What the history needs to know of an aggregate (one the [`Executor`] runs).
pub trait Versioned:
    Runnable<Event: StoredEvents, Error: Into<ApiError>> + Default + Clone
{
    /// The fields that differ between the record before and after one of its events.
    fn changed_fields(before: &Self, after: &Self) -> Vec<String>;

    /// When the event happened.
    fn event_time(event: &Self::Event) -> DateTime<Utc>;
}

/// The history of record `id`, oldest first; 404 when it has none (no such record).
pub async fn of<A: Versioned>(
    executor: &Executor<A>,
    id: &str,
) -> Result<Vec<HistoryEntry>, ApiError> {
    entries(executor.history(id).await?)
}

/// The history of a page that always exists (About, FAQ): before its first save it is
/// empty, not missing.
pub async fn of_page<A: Versioned>(
    executor: &Executor<A>,
    id: &str,
) -> Result<Vec<HistoryEntry>, ApiError> {
    match of(executor, id).await {
        Err(ApiError::NotFound) => Ok(Vec::new()),
        answer => answer,
    }
}

/// One version of a record: the record as it was right after it, and what it changed.
pub struct Past<A> {
    /// The `sequence` named by the path.
    pub version: u64,
    pub state: A,
    pub changed_fields: Vec<String>,
}

/// Record `id` at the version a path segment names; 404 for a segment that is not a positive
/// number in plain digits or a version the record never had.
pub async fn at<A: Versioned>(
    executor: &Executor<A>,
    id: &str,
    segment: &str,
) -> Result<Past<A>, ApiError> {
    let version = version_number(segment)?;
    let (state, changed_fields) = self::version(executor.history(id).await?, version)?;
    Ok(Past {
        version,
        state,
        changed_fields,
    })
}

/// The entries of `envelopes`, oldest first; 404 when there are none (no such record).
fn entries<A: Versioned>(envelopes: Vec<EventEnvelope<A>>) -> Result<Vec<HistoryEntry>, ApiError> {
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
fn version_number(segment: &str) -> Result<u64, ApiError> {
    let digits = !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit());
    segment
        .parse()
        .ok()
        .filter(|&n| digits && n > 0)
        .ok_or(ApiError::NotFound)
}

/// The record as it was right after version `version`, and the fields that version changed;
/// 404 for a version it never had.
fn version<A: Versioned>(
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
