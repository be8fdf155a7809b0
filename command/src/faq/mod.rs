//! The `Faq` aggregate: the questions of the FAQ tab (SPEC §2 "About", §3 "FAQ item") in the
//! order staff put them.
//!
//! Rules the SPEC leaves open, as decided here:
//! - Every question and answer is written in both languages, so both sites list the same
//!   questions; answers are sanitized HTML (`html`).
//! - The list holds at most [`MAX_ITEMS`] questions; an item's id is never reused.
//! - Edits and reordering name the version they were loaded at (409 `conflict` when stale);
//!   adding and deleting need none. A save that changes nothing records nothing.

/// The admin form's JSON body and its rules.
pub mod body;
/// The history panel: its events, one version, a restore.
pub mod history_routes;
/// What HTML an answer may hold.
pub mod html;
/// The admin FAQ routes.
pub mod routes;
/// The questions `doghotel seed-demo` writes.
pub mod seed;
/// The aggregate as its changes answer it, and its id in a path.
pub mod view;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::faq::{FaqContent, FaqEvent, FaqItem, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::about_page::is_permutation;
use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT, INVALID_REQUEST};
use crate::executor::Runnable;
pub use body::FaqFields;
use errors::ErrorCode;

/// More questions than this stop being a FAQ a visitor reads.
pub const MAX_ITEMS: usize = 50;

const FAQ_FULL: Reason = Reason::new(
    ErrorCode::TooManyItems,
    "The FAQ has as many questions as it may hold.",
);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Faq {
    content: FaqContent,
    /// The number of events applied: the version an edit names (CQRS-NOTES trap 5).
    version: u64,
}

pub enum FaqCommand {
    AddItem {
        fields: FaqFields,
        at: DateTime<Utc>,
    },
    EditItem {
        expected_version: u64,
        item_id: i64,
        fields: FaqFields,
        at: DateTime<Utc>,
    },
    ReorderItems {
        expected_version: u64,
        order: Vec<i64>,
        at: DateTime<Utc>,
    },
    DeleteItem {
        item_id: i64,
        at: DateTime<Utc>,
    },
    /// Saves the list an earlier version had over the current one.
    RestoreItems {
        expected_version: u64,
        from_version: u64,
        items: Vec<FaqItem>,
        at: DateTime<Utc>,
    },
}

impl CommandName for FaqCommand {
    fn name(&self) -> &'static str {
        match self {
            FaqCommand::AddItem { .. } => "AddFaqItem",
            FaqCommand::EditItem { .. } => "EditFaqItem",
            FaqCommand::ReorderItems { .. } => "ReorderFaqItems",
            FaqCommand::DeleteItem { .. } => "DeleteFaqItem",
            FaqCommand::RestoreItems { .. } => "RestoreFaq",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FaqError {
    #[error("the list changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("no such question")]
    NoSuchItem,
    #[error("the FAQ is full")]
    Full,
    #[error("the order does not name every question once")]
    BadOrder,
    #[error("version {0} is not in the FAQ's history")]
    NoSuchVersion(u64),
}

impl From<FaqError> for ApiError {
    fn from(error: FaqError) -> ApiError {
        match error {
            FaqError::StaleVersion { .. } => ApiError::Conflict(CONFLICT),
            FaqError::NoSuchItem | FaqError::NoSuchVersion(_) => ApiError::NotFound,
            FaqError::Full => ApiError::Conflict(FAQ_FULL),
            FaqError::BadOrder => ApiError::InvalidInput(INVALID_REQUEST.on_field("order")),
        }
    }
}

impl Faq {
    pub fn content(&self) -> &FaqContent {
        &self.content
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    fn require_version(&self, expected: u64) -> Result<(), FaqError> {
        if expected == self.version {
            Ok(())
        } else {
            Err(FaqError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }

    fn item(&self, item_id: i64) -> Result<&FaqItem, FaqError> {
        self.content
            .items
            .iter()
            .find(|item| item.id == item_id)
            .ok_or(FaqError::NoSuchItem)
    }
}

fn item(id: i64, fields: FaqFields) -> FaqItem {
    FaqItem {
        id,
        question: fields.question,
        answer: fields.answer,
    }
}

impl Runnable for Faq {}

impl Aggregate for Faq {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = FaqCommand;
    type Event = FaqEvent;
    type Error = FaqError;
    type Services = ();

    async fn handle(
        &mut self,
        command: FaqCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), FaqError> {
        match command {
            FaqCommand::AddItem { fields, at } => {
                if self.content.items.len() >= MAX_ITEMS {
                    return Err(FaqError::Full);
                }
                let item = item(self.content.last_id + 1, fields);
                sink.write(FaqEvent::FaqItemAdded { item, at }, self).await;
            }
            FaqCommand::EditItem {
                expected_version,
                item_id,
                fields,
                at,
            } => {
                let current = self.item(item_id)?.clone();
                self.require_version(expected_version)?;
                let item = item(item_id, fields);
                if item != current {
                    sink.write(FaqEvent::FaqItemEdited { item, at }, self).await;
                }
            }
            FaqCommand::ReorderItems {
                expected_version,
                order,
                at,
            } => {
                self.require_version(expected_version)?;
                let current: Vec<i64> = self.content.items.iter().map(|i| i.id).collect();
                if !is_permutation(&order, current.iter().copied()) {
                    return Err(FaqError::BadOrder);
                }
                if order != current {
                    sink.write(FaqEvent::FaqItemsReordered { order, at }, self)
                        .await;
                }
            }
            FaqCommand::DeleteItem { item_id, at } => {
                self.item(item_id)?;
                sink.write(FaqEvent::FaqItemDeleted { item_id, at }, self)
                    .await;
            }
            FaqCommand::RestoreItems {
                expected_version,
                from_version,
                items,
                at,
            } => {
                self.require_version(expected_version)?;
                if from_version == 0 || from_version > self.version {
                    return Err(FaqError::NoSuchVersion(from_version));
                }
                if items != self.content.items {
                    let restored = FaqEvent::FaqRestored {
                        from_version,
                        items,
                        at,
                    };
                    sink.write(restored, self).await;
                }
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: FaqEvent) {
        self.version += 1;
        self.content.apply(event);
    }
}

#[cfg(test)]
mod tests;
