//! The `ContactDetails` aggregate: the hotel's phones, mail, address, social link and map
//! location (SPEC §2 contacts page and footer). One instance for the site; each save carries
//! the whole record and names the version it was edited from, so two staff members cannot
//! silently overwrite each other.

/// The admin form's body and its rules.
pub mod body;
/// `GET /contacts` lives on the read side; these are the admin save, history and restore.
pub mod routes;
/// The first details `doghotel seed-demo` stores.
pub mod seed;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::contact_details::{ContactDetailsEvent, ContactDetailsRecord, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};
use crate::executor::Runnable;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ContactDetails {
    details: Option<ContactDetailsRecord>,
    version: u64,
    changed_at: Option<DateTime<Utc>>,
}

impl ContactDetails {
    pub fn details(&self) -> Option<&ContactDetailsRecord> {
        self.details.as_ref()
    }

    /// The sequence of the last event: what a save names as the version it edited.
    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn changed_at(&self) -> Option<DateTime<Utc>> {
        self.changed_at
    }
}

pub enum ContactDetailsCommand {
    /// Saves the record; `expected_version` is the version the form was loaded at (0 before
    /// the first save).
    SaveContactDetails {
        expected_version: u64,
        details: ContactDetailsRecord,
        at: DateTime<Utc>,
    },
    /// Saves an earlier version's record over the current one.
    RestoreContactDetails {
        expected_version: u64,
        from_version: u64,
        details: ContactDetailsRecord,
        at: DateTime<Utc>,
    },
}

impl CommandName for ContactDetailsCommand {
    fn name(&self) -> &'static str {
        match self {
            ContactDetailsCommand::SaveContactDetails { .. } => "SaveContactDetails",
            ContactDetailsCommand::RestoreContactDetails { .. } => "RestoreContactDetails",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactDetailsError {
    #[error("the details changed since the form was loaded")]
    Stale,
}

impl From<ContactDetailsError> for ApiError {
    fn from(error: ContactDetailsError) -> ApiError {
        match error {
            ContactDetailsError::Stale => ApiError::Conflict(CONFLICT),
        }
    }
}

impl Runnable for ContactDetails {}

impl Aggregate for ContactDetails {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = ContactDetailsCommand;
    type Event = ContactDetailsEvent;
    type Error = ContactDetailsError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ContactDetailsCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ContactDetailsError> {
        let (expected_version, details, event) = match command {
            ContactDetailsCommand::SaveContactDetails {
                expected_version,
                details,
                at,
            } => (
                expected_version,
                details.clone(),
                ContactDetailsEvent::ContactDetailsSaved { details, at },
            ),
            ContactDetailsCommand::RestoreContactDetails {
                expected_version,
                from_version,
                details,
                at,
            } => (
                expected_version,
                details.clone(),
                ContactDetailsEvent::ContactDetailsRestored {
                    details,
                    from_version,
                    at,
                },
            ),
        };
        if expected_version != self.version {
            return Err(ContactDetailsError::Stale);
        }
        // Saving what is already there records nothing: the history shows only changes.
        if self.details.as_ref() != Some(&details) {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: ContactDetailsEvent) {
        let (details, at) = match event {
            ContactDetailsEvent::ContactDetailsSaved { details, at }
            | ContactDetailsEvent::ContactDetailsRestored { details, at, .. } => (details, at),
        };
        self.details = Some(details);
        self.changed_at = Some(at);
        self.version += 1;
    }
}

#[cfg(test)]
mod tests;
