//! Blog categories (SPEC §3 "Category", §5 "Category"): the events of the one
//! `CategoryCatalog` aggregate. All categories live in one aggregate because their rules are
//! about the whole set (at most six, names unique per language): the event store's
//! per-aggregate sequence then settles two staff members adding at once.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{LocalizedText, StoredEvents};

/// The aggregate type under which category events are stored.
pub const AGGREGATE_TYPE: &str = "CategoryCatalog";

/// The id of the one catalog.
pub const CATALOG_ID: &str = "blog";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum CategoryEvent {
    CategoryAdded {
        category_id: i64,
        name: LocalizedText,
        at: DateTime<Utc>,
    },
    CategoryDeleted {
        category_id: i64,
        at: DateTime<Utc>,
    },
}

impl DomainEvent for CategoryEvent {
    fn event_type(&self) -> String {
        let name = match self {
            CategoryEvent::CategoryAdded { .. } => "CategoryAdded",
            CategoryEvent::CategoryDeleted { .. } => "CategoryDeleted",
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for CategoryEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}
