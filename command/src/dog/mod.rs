//! The `Dog` aggregate: one adoptable dog's record and its status (SPEC §3 "Dog", §4 "Dog and
//! album status").
//!
//! Rules the SPEC leaves open, as decided here:
//! - Editing saves over the record at once, published or not (dogs have no drafts), and keeps
//!   the status. An edit must name the version the form was loaded at; a stale one is refused
//!   with 409 `conflict`. An edit that changes nothing records nothing.
//! - Publishing a published dog and hiding a hidden one record nothing and succeed, so a double
//!   click or a retried request answers the same record.
//! - A deleted dog is gone: every later command answers 404, and its id is never reused.

/// The JSON bodies of the admin form's calls.
pub mod body;
/// The admin form's input and the values it becomes once valid (SPEC §5 "Admin dog form").
pub mod fields;
/// The dog's history panel: its events, one version, a restore.
pub mod history_routes;
/// The admin dog routes.
pub mod routes;
/// The dogs `doghotel seed-demo` adds.
pub mod seed;
/// The aggregate as its changes answer it, and its id in a path.
pub mod view;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::dog::{DogDetails, DogEvent, DogStatus, AGGREGATE_TYPE};
use events::DogId;
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};
use crate::executor::Runnable;
pub use fields::{DogFields, DogInput, PhotoInput};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Dog {
    /// `None` until the dog is created.
    details: Option<DogDetails>,
    status: DogStatus,
    deleted: bool,
    created_at: Option<DateTime<Utc>>,
    changed_at: Option<DateTime<Utc>>,
    /// The number of events applied, which is the sequence of the latest one: the version an
    /// edit form was loaded at (CQRS-NOTES trap 5).
    version: u64,
}

pub enum DogCommand {
    CreateDog {
        fields: DogFields,
        at: DateTime<Utc>,
    },
    EditDog {
        /// [`Dog::version`] when the form was loaded.
        expected_version: u64,
        fields: DogFields,
        at: DateTime<Utc>,
    },
    /// Saves the record an earlier version had over the current one.
    RestoreDog {
        expected_version: u64,
        from_version: u64,
        details: DogDetails,
        at: DateTime<Utc>,
    },
    PublishDog {
        at: DateTime<Utc>,
    },
    HideDog {
        at: DateTime<Utc>,
    },
    DeleteDog {
        at: DateTime<Utc>,
    },
}

impl CommandName for DogCommand {
    fn name(&self) -> &'static str {
        match self {
            DogCommand::CreateDog { .. } => "CreateDog",
            DogCommand::EditDog { .. } => "EditDog",
            DogCommand::RestoreDog { .. } => "RestoreDog",
            DogCommand::PublishDog { .. } => "PublishDog",
            DogCommand::HideDog { .. } => "HideDog",
            DogCommand::DeleteDog { .. } => "DeleteDog",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DogError {
    #[error("the dog already exists")]
    AlreadyExists,
    /// Never created, or deleted.
    #[error("the dog does not exist")]
    NotFound,
    #[error("the dog changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("version {0} is not in the dog's history")]
    NoSuchVersion(u64),
}

/// A new dog's id: the next number of the `dog_ids` sequence, never reused.
pub(crate) async fn next_id(pool: &sqlx::PgPool) -> Result<DogId, ApiError> {
    let number = sqlx::query_scalar("SELECT nextval('dog_ids')")
        .fetch_one(pool)
        .await?;
    DogId::new(number).ok_or_else(|| anyhow::anyhow!("the dog_ids sequence gave {number}").into())
}

impl From<DogError> for ApiError {
    fn from(error: DogError) -> ApiError {
        match error {
            // Ids are generated fresh for each creation; meeting one twice is a lost race.
            DogError::AlreadyExists | DogError::StaleVersion { .. } => ApiError::Conflict(CONFLICT),
            DogError::NotFound | DogError::NoSuchVersion(_) => ApiError::NotFound,
        }
    }
}

impl Dog {
    /// The state after `events`, the first of them the dog's creation. Folding the first N
    /// events of a dog gives the record as staff saw it after the Nth (the history panel).
    pub fn from_events(events: impl IntoIterator<Item = DogEvent>) -> Dog {
        let mut dog = Dog::default();
        for event in events {
            dog.apply(event);
        }
        dog
    }

    /// The record; `None` before creation. A deleted dog keeps its last record here.
    pub fn details(&self) -> Option<&DogDetails> {
        self.details.as_ref()
    }

    pub fn status(&self) -> DogStatus {
        self.status
    }

    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    /// When the dog was created (SPEC §3 `dateCreated`).
    pub fn created_at(&self) -> Option<DateTime<Utc>> {
        self.created_at
    }

    /// When the latest event happened.
    pub fn changed_at(&self) -> Option<DateTime<Utc>> {
        self.changed_at
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    /// Records `event` unless the dog already has `status`: publishing twice or hiding twice
    /// is a harmless repeat, not a second fact.
    async fn set_status(
        &mut self,
        status: DogStatus,
        event: DogEvent,
        sink: &EventSink<Self>,
    ) -> Result<(), DogError> {
        self.require_existing()?;
        if self.status != status {
            sink.write(event, self).await;
        }
        Ok(())
    }

    /// Refuses a change made on a form loaded at another version than the current one.
    fn require_version(&self, expected: u64) -> Result<(), DogError> {
        if expected == self.version {
            Ok(())
        } else {
            Err(DogError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }

    /// The record of a dog that exists now: created and not deleted.
    fn require_existing(&self) -> Result<&DogDetails, DogError> {
        match &self.details {
            Some(details) if !self.deleted => Ok(details),
            _ => Err(DogError::NotFound),
        }
    }
}

impl Runnable for Dog {}

impl Aggregate for Dog {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = DogCommand;
    type Event = DogEvent;
    type Error = DogError;
    type Services = ();

    async fn handle(
        &mut self,
        command: DogCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), DogError> {
        match command {
            DogCommand::CreateDog { fields, at } => {
                // An unknown id loads as a default aggregate, so creation must check; a deleted
                // dog still exists as far as its id goes.
                if self.details.is_some() {
                    return Err(DogError::AlreadyExists);
                }
                let created = DogEvent::DogCreated {
                    details: fields.into_details(),
                    at,
                };
                sink.write(created, self).await;
            }
            DogCommand::EditDog {
                expected_version,
                fields,
                at,
            } => {
                let current = self.require_existing()?;
                self.require_version(expected_version)?;
                if current != fields.details() {
                    let edited = DogEvent::DogEdited {
                        details: fields.into_details(),
                        at,
                    };
                    sink.write(edited, self).await;
                }
            }
            DogCommand::RestoreDog {
                expected_version,
                from_version,
                details,
                at,
            } => {
                let current = self.require_existing()?;
                self.require_version(expected_version)?;
                if from_version == 0 || from_version > self.version {
                    return Err(DogError::NoSuchVersion(from_version));
                }
                if current != &details {
                    let restored = DogEvent::DogRestored {
                        from_version,
                        details,
                        at,
                    };
                    sink.write(restored, self).await;
                }
            }
            DogCommand::PublishDog { at } => {
                self.set_status(DogStatus::Published, DogEvent::DogPublished { at }, sink)
                    .await?;
            }
            DogCommand::HideDog { at } => {
                self.set_status(DogStatus::NotPublished, DogEvent::DogHidden { at }, sink)
                    .await?;
            }
            DogCommand::DeleteDog { at } => {
                self.require_existing()?;
                sink.write(DogEvent::DogDeleted { at }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: DogEvent) {
        self.version += 1;
        match event {
            DogEvent::DogCreated { details, at } => {
                self.details = Some(details);
                self.status = DogStatus::NotPublished;
                self.created_at = Some(at);
                self.changed_at = Some(at);
            }
            DogEvent::DogEdited { details, at } | DogEvent::DogRestored { details, at, .. } => {
                self.details = Some(details);
                self.changed_at = Some(at);
            }
            DogEvent::DogPublished { at } => {
                self.status = DogStatus::Published;
                self.changed_at = Some(at);
            }
            DogEvent::DogHidden { at } => {
                self.status = DogStatus::NotPublished;
                self.changed_at = Some(at);
            }
            DogEvent::DogDeleted { at } => {
                self.deleted = true;
                self.changed_at = Some(at);
            }
        }
    }
}

#[cfg(test)]
mod tests;
