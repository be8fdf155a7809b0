//! A visitor forgotten: the personal data recorded under some aggregates (their requests, what
//! staff answered them, their newsletter subscription, mail about them that was refused) is
//! erased, while the events themselves stay as the record that the requests existed.
//!
//! Personal fields never reach the `events` table: the event store keeps them apart, in
//! `personal_data`, and blanks those of every aggregate a [`ErasureEvent::VisitorErased`] names
//! in the transaction that records it (`migrations/…_personal_data.sql`). Readers see the
//! events as before, with empty strings where the visitor's words were.

use chrono::{DateTime, TimeDelta, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::StoredEvents;

/// The aggregate type under which erasures are stored. The aggregate id is what the erasure
/// was asked for: an inbox item's id, or `subscription-…` for a newsletter subscription.
pub const AGGREGATE_TYPE: &str = "Erasure";

/// How old a request is when the scheduler erases it, unless configured otherwise (issue:
/// "default 24 months").
pub const DEFAULT_KEEP_MONTHS: u32 = 24;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum ErasureEvent {
    /// The personal data of every event of `subjects` is blank from now on.
    VisitorErased {
        subjects: Vec<ErasedAggregate>,
        reason: ErasureReason,
        at: DateTime<Utc>,
    },
}

impl ErasureEvent {
    /// The inbox items (their ids) this erasure forgot.
    pub fn inbox_items(&self) -> impl Iterator<Item = &str> {
        self.subjects_of(crate::inbox::AGGREGATE_TYPE)
    }

    /// The ids of the aggregates of `aggregate_type` this erasure names.
    pub fn subjects_of<'a>(&'a self, aggregate_type: &'a str) -> impl Iterator<Item = &'a str> {
        let ErasureEvent::VisitorErased { subjects, .. } = self;
        subjects
            .iter()
            .filter(move |subject| subject.aggregate_type == aggregate_type)
            .map(|subject| subject.aggregate_id.as_str())
    }
}

impl DomainEvent for ErasureEvent {
    fn event_type(&self) -> String {
        match self {
            ErasureEvent::VisitorErased { .. } => "VisitorErased".to_owned(),
        }
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for ErasureEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// One aggregate whose personal data is erased.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ErasedAggregate {
    pub aggregate_type: String,
    pub aggregate_id: String,
}

impl ErasedAggregate {
    pub fn new(aggregate_type: &str, aggregate_id: &str) -> ErasedAggregate {
        ErasedAggregate {
            aggregate_type: aggregate_type.to_owned(),
            aggregate_id: aggregate_id.to_owned(),
        }
    }
}

/// Why the data was erased.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErasureReason {
    /// The visitor asked, and a staff member (the metadata's actor) erased them.
    Requested,
    /// Kept longer than the configured period: the scheduler erased it.
    Expired,
}

/// How long requests are kept before the scheduler erases them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeepFor {
    months: u32,
}

impl KeepFor {
    /// `None` for zero months: erasing everything at once is never what was meant.
    pub fn months(months: u32) -> Option<KeepFor> {
        (months > 0).then_some(KeepFor { months })
    }

    /// What was received before this moment is erased at `now`.
    pub fn cutoff(self, now: DateTime<Utc>) -> DateTime<Utc> {
        now.checked_sub_months(chrono::Months::new(self.months))
            .unwrap_or(now - TimeDelta::days(i64::from(self.months) * 31))
    }
}

impl Default for KeepFor {
    fn default() -> KeepFor {
        KeepFor {
            months: DEFAULT_KEEP_MONTHS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_kept_for_whole_calendar_months() {
        let now: DateTime<Utc> = "2026-11-25T10:00:00Z".parse().expect("a time");
        let cutoff = KeepFor::default().cutoff(now);
        assert_eq!(cutoff.to_rfc3339(), "2024-11-25T10:00:00+00:00");
        assert_eq!(KeepFor::months(0), None);
    }
}
