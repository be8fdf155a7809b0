//! The aggregate of a record staff edit whole (a price item, a service description): created
//! once, then edited at the version the form was loaded at, or restored to an earlier version.
//! The two kinds differ only in their record and its fields, so they share this aggregate and
//! the history calls; each kind says its command names and which fields differ.
//!
//! Rules, as decided here:
//! - An edit or a restore must name the version the form was loaded at; a stale one is
//!   refused with 409 `conflict`. One that changes nothing records nothing.
//! - Records are created by the seed only; creating one that exists is refused.

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::edited_record::RecordEvent;
use serde::{Deserialize, Serialize};

use crate::context::{CommandName, RequestContext};
use crate::error::{ApiError, CONFLICT};
use crate::executor::{Decided, Executed, Executor, Runnable};
use crate::history::{self, Versioned};

/// What a kind of record adds to the shared aggregate.
pub trait EditedRecord: RecordEvent + Send + Sync + 'static {
    /// The names the events' metadata records for creating, editing and restoring.
    const COMMANDS: [&'static str; 3];

    /// The fields (`title.uk`, `lines`…) that differ between two versions of the record.
    fn changed_fields(before: &Self::Record, after: &Self::Record) -> Vec<String>;
}

/// The record and the number of events applied, which is the version an edit names.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<E: EditedRecord> {
    record: Option<E::Record>,
    version: u64,
    changed_at: Option<DateTime<Utc>>,
}

impl<E: EditedRecord> Default for Record<E> {
    fn default() -> Self {
        Record {
            record: None,
            version: 0,
            changed_at: None,
        }
    }
}

impl<E: EditedRecord> Record<E> {
    /// `None` before the record was created.
    pub fn record(&self) -> Option<&E::Record> {
        self.record.as_ref()
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn changed_at(&self) -> Option<DateTime<Utc>> {
        self.changed_at
    }

    fn existing(&self, expected_version: u64) -> Result<&E::Record, RecordError> {
        let current = self.record.as_ref().ok_or(RecordError::NotFound)?;
        if expected_version != self.version {
            return Err(RecordError::StaleVersion {
                expected: expected_version,
                actual: self.version,
            });
        }
        Ok(current)
    }
}

pub enum RecordCommand<R> {
    Create {
        record: R,
        at: DateTime<Utc>,
    },
    Edit {
        /// [`Record::version`] when the form was loaded.
        expected_version: u64,
        record: R,
        at: DateTime<Utc>,
    },
    /// Saves the record an earlier version had over the current one.
    Restore {
        expected_version: u64,
        from_version: u64,
        record: R,
        at: DateTime<Utc>,
    },
}

/// A command with the names its kind gives it.
pub struct Named<E: EditedRecord>(pub RecordCommand<E::Record>);

impl<E: EditedRecord> CommandName for Named<E> {
    fn name(&self) -> &'static str {
        let [create, edit, restore] = E::COMMANDS;
        match self.0 {
            RecordCommand::Create { .. } => create,
            RecordCommand::Edit { .. } => edit,
            RecordCommand::Restore { .. } => restore,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the record already exists")]
    AlreadyExists,
    #[error("the record does not exist")]
    NotFound,
    #[error("the record changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("version {0} is not in the record's history")]
    NoSuchVersion(u64),
}

impl From<RecordError> for ApiError {
    fn from(error: RecordError) -> ApiError {
        match error {
            RecordError::AlreadyExists | RecordError::StaleVersion { .. } => {
                ApiError::Conflict(CONFLICT)
            }
            RecordError::NotFound | RecordError::NoSuchVersion(_) => ApiError::NotFound,
        }
    }
}

impl<E: EditedRecord> Runnable for Record<E> {}

impl<E: EditedRecord> Aggregate for Record<E> {
    const TYPE: &'static str = E::AGGREGATE_TYPE;
    type Command = Named<E>;
    type Event = E;
    type Error = RecordError;
    type Services = ();

    async fn handle(
        &mut self,
        Named(command): Named<E>,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), RecordError> {
        match command {
            RecordCommand::Create { record, at } => {
                if self.record.is_some() {
                    return Err(RecordError::AlreadyExists);
                }
                sink.write(E::created(record, at), self).await;
            }
            RecordCommand::Edit {
                expected_version,
                record,
                at,
            } => {
                if self.existing(expected_version)? != &record {
                    sink.write(E::edited(record, at), self).await;
                }
            }
            RecordCommand::Restore {
                expected_version,
                from_version,
                record,
                at,
            } => {
                let current = self.existing(expected_version)?;
                if from_version == 0 || from_version > self.version {
                    return Err(RecordError::NoSuchVersion(from_version));
                }
                if current != &record {
                    sink.write(E::restored(from_version, record, at), self)
                        .await;
                }
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: E) {
        self.version += 1;
        self.changed_at = Some(event.at());
        self.record = Some(event.record().clone());
    }
}

impl<E: EditedRecord> Versioned for Record<E> {
    fn changed_fields(before: &Self, after: &Self) -> Vec<String> {
        match (&before.record, &after.record) {
            (Some(before), Some(after)) => E::changed_fields(before, after),
            _ => Vec::new(),
        }
    }

    fn event_time(event: &E) -> DateTime<Utc> {
        event.at()
    }
}

/// The fields of `names` whose values differ, for [`EditedRecord::changed_fields`].
pub fn differing<'a>(pairs: impl IntoIterator<Item = (&'a str, bool)>) -> Vec<String> {
    pairs
        .into_iter()
        .filter(|(_, differs)| *differs)
        .map(|(name, _)| name.to_owned())
        .collect()
}

/// Runs a command on record `id` through the command pipeline: `answer` is built from the
/// record as the command leaves it.
pub async fn change<E: EditedRecord, V>(
    executor: &Executor<Record<E>>,
    context: &RequestContext,
    id: &str,
    command: RecordCommand<E::Record>,
    answer: impl FnOnce(&Record<E>) -> Result<V, ApiError>,
) -> Result<V, ApiError> {
    let answer = |done: &Decided<Record<E>>| answer(&done.state);
    executor
        .execute_and_answer(context, id, Named::<E>(command), answer)
        .await
}

/// Runs a command on record `id` without waiting for the projections (the CLI's seed, whose
/// projections catch up after it).
pub async fn execute<E: EditedRecord>(
    executor: &Executor<Record<E>>,
    context: &RequestContext,
    id: &str,
    command: RecordCommand<E::Record>,
) -> Result<Executed<Record<E>>, ApiError> {
    let command = Named::<E>(command);
    let metadata = context.metadata(&command);
    executor.execute(id, command, metadata).await
}

/// The record as it was right after `version`, and the fields that version changed.
pub async fn version<E: EditedRecord>(
    executor: &Executor<Record<E>>,
    id: &str,
    version: &str,
) -> Result<(Record<E>, Vec<String>), ApiError> {
    let past = history::at(executor, id, version).await?;
    Ok((past.state, past.changed_fields))
}

/// Saves version `from` of record `id` over its current one, if the editor's version
/// `expected_version` is still the current one.
pub async fn restore<E: EditedRecord, V>(
    executor: &Executor<Record<E>>,
    context: &RequestContext,
    id: &str,
    from: &str,
    expected_version: u64,
    answer: impl FnOnce(&Record<E>) -> Result<V, ApiError>,
) -> Result<V, ApiError> {
    let old = history::at(executor, id, from).await?;
    let record = old.state.record.ok_or(ApiError::NotFound)?;
    let command = RecordCommand::Restore {
        expected_version,
        from_version: old.version,
        record,
        at: Utc::now(),
    };
    change(executor, context, id, command, answer).await
}
