//! The `StayCapacity` aggregate: the hotel's places per kind of guest and the nights it is
//! closed. One instance for the site; each save carries the whole record and names the version
//! it was edited from, so two staff members cannot silently overwrite each other.

/// The admin form's body and its rules.
pub mod body;
/// The admin save, history and restore; the capacity and availability reads are on the read
/// side.
pub mod routes;
/// The places `doghotel seed-demo` stores.
pub mod seed;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::stay_capacity::{CapacityRecord, StayCapacityEvent, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};
use crate::executor::Runnable;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct StayCapacity {
    capacity: Option<CapacityRecord>,
    version: u64,
    changed_at: Option<DateTime<Utc>>,
}

impl StayCapacity {
    pub fn capacity(&self) -> Option<&CapacityRecord> {
        self.capacity.as_ref()
    }

    /// The sequence of the last event: what a save names as the version it edited.
    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn changed_at(&self) -> Option<DateTime<Utc>> {
        self.changed_at
    }
}

pub enum StayCapacityCommand {
    /// Saves the record; `expected_version` is the version the form was loaded at (0 before
    /// the first save).
    SaveCapacity {
        expected_version: u64,
        capacity: CapacityRecord,
        at: DateTime<Utc>,
    },
    /// Saves an earlier version's record over the current one.
    RestoreCapacity {
        expected_version: u64,
        from_version: u64,
        capacity: CapacityRecord,
        at: DateTime<Utc>,
    },
}

impl CommandName for StayCapacityCommand {
    fn name(&self) -> &'static str {
        match self {
            StayCapacityCommand::SaveCapacity { .. } => "SaveCapacity",
            StayCapacityCommand::RestoreCapacity { .. } => "RestoreCapacity",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StayCapacityError {
    #[error("the capacity changed since the form was loaded")]
    Stale,
}

impl From<StayCapacityError> for ApiError {
    fn from(error: StayCapacityError) -> ApiError {
        match error {
            StayCapacityError::Stale => ApiError::Conflict(CONFLICT),
        }
    }
}

impl Runnable for StayCapacity {}

impl Aggregate for StayCapacity {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = StayCapacityCommand;
    type Event = StayCapacityEvent;
    type Error = StayCapacityError;
    type Services = ();

    async fn handle(
        &mut self,
        command: StayCapacityCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), StayCapacityError> {
        let (expected_version, capacity, event) = match command {
            StayCapacityCommand::SaveCapacity {
                expected_version,
                capacity,
                at,
            } => (
                expected_version,
                capacity.clone(),
                StayCapacityEvent::CapacitySaved { capacity, at },
            ),
            StayCapacityCommand::RestoreCapacity {
                expected_version,
                from_version,
                capacity,
                at,
            } => (
                expected_version,
                capacity.clone(),
                StayCapacityEvent::CapacityRestored {
                    capacity,
                    from_version,
                    at,
                },
            ),
        };
        if expected_version != self.version {
            return Err(StayCapacityError::Stale);
        }
        // Saving what is already there records nothing: the history shows only changes.
        if self.capacity.as_ref() != Some(&capacity) {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: StayCapacityEvent) {
        let (capacity, at) = match event {
            StayCapacityEvent::CapacitySaved { capacity, at }
            | StayCapacityEvent::CapacityRestored { capacity, at, .. } => (capacity, at),
        };
        self.capacity = Some(capacity);
        self.changed_at = Some(at);
        self.version += 1;
    }
}

#[cfg(test)]
mod tests;
