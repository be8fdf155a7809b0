//! The blog's main article (SPEC §4 "only one main article"): the events of the one
//! `MainArticle` aggregate, which holds the slot. Making an article main and demoting the
//! previous one is then a single event, so two staff members can never leave two main articles.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::StoredEvents;

/// The aggregate type under which main article events are stored.
pub const AGGREGATE_TYPE: &str = "MainArticle";

/// The id of the one slot.
pub const SLOT_ID: &str = "blog";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum MainArticleEvent {
    /// `article_id` is the main article now (`None`: there is none); `previous` was demoted.
    MainArticleChanged {
        article_id: Option<i64>,
        previous: Option<i64>,
        at: DateTime<Utc>,
    },
}

impl DomainEvent for MainArticleEvent {
    fn event_type(&self) -> String {
        "MainArticleChanged".to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for MainArticleEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}
