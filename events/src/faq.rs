//! The FAQ (SPEC §2 "About", FAQ tab; §3 "FAQ item"): questions and answers in each language,
//! in the order staff put them. One `Faq` aggregate holds the list, because its order is a
//! rule about the whole list.
//!
//! Answers are HTML, sanitized before they become an event, so every reader gets the same
//! safe markup.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Language, LocalizedText, StoredEvents};

/// The aggregate type under which FAQ events are stored.
pub const AGGREGATE_TYPE: &str = "Faq";

/// The id of the one FAQ.
pub const FAQ_ID: &str = "faq";

/// One question with its answer in each language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FaqItem {
    /// Given by the list, never reused.
    pub id: i64,
    #[schema(value_type = Object)]
    pub question: LocalizedText,
    /// Sanitized HTML.
    #[schema(value_type = Object)]
    pub answer: LocalizedText,
}

/// The list as staff edit it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct FaqContent {
    /// In page order.
    pub items: Vec<FaqItem>,
    /// The highest item id ever given.
    pub last_id: i64,
}

/// Everything that happens to the FAQ.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum FaqEvent {
    /// A question joined the end of the list.
    FaqItemAdded {
        item: FaqItem,
        at: DateTime<Utc>,
    },
    /// A question or answer changed; carries the whole item.
    FaqItemEdited {
        item: FaqItem,
        at: DateTime<Utc>,
    },
    /// The list in a new order: every item's id, once each.
    FaqItemsReordered {
        order: Vec<i64>,
        at: DateTime<Utc>,
    },
    FaqItemDeleted {
        item_id: i64,
        at: DateTime<Utc>,
    },
    /// An earlier version's list saved over the current one (the history panel's restore).
    FaqRestored {
        from_version: u64,
        items: Vec<FaqItem>,
        at: DateTime<Utc>,
    },
}

impl FaqEvent {
    /// When it happened.
    pub fn at(&self) -> DateTime<Utc> {
        match self {
            FaqEvent::FaqItemAdded { at, .. }
            | FaqEvent::FaqItemEdited { at, .. }
            | FaqEvent::FaqItemsReordered { at, .. }
            | FaqEvent::FaqItemDeleted { at, .. }
            | FaqEvent::FaqRestored { at, .. } => *at,
        }
    }
}

impl DomainEvent for FaqEvent {
    fn event_type(&self) -> String {
        let name = match self {
            FaqEvent::FaqItemAdded { .. } => "FaqItemAdded",
            FaqEvent::FaqItemEdited { .. } => "FaqItemEdited",
            FaqEvent::FaqItemsReordered { .. } => "FaqItemsReordered",
            FaqEvent::FaqItemDeleted { .. } => "FaqItemDeleted",
            FaqEvent::FaqRestored { .. } => "FaqRestored",
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for FaqEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

impl FaqContent {
    /// The list after `event`: the one fold the aggregate, the history and the read model share.
    pub fn apply(&mut self, event: FaqEvent) {
        match event {
            FaqEvent::FaqItemAdded { item, .. } => {
                self.last_id = self.last_id.max(item.id);
                self.items.push(item);
            }
            FaqEvent::FaqItemEdited { item, .. } => {
                if let Some(current) = self.items.iter_mut().find(|i| i.id == item.id) {
                    *current = item;
                }
            }
            FaqEvent::FaqItemsReordered { order, .. } => {
                self.items
                    .sort_by_key(|item| order.iter().position(|&id| id == item.id));
            }
            FaqEvent::FaqItemDeleted { item_id, .. } => {
                self.items.retain(|item| item.id != item_id);
            }
            FaqEvent::FaqRestored { items, .. } => {
                let highest = items.iter().map(|item| item.id).max().unwrap_or(0);
                self.last_id = self.last_id.max(highest);
                self.items = items;
            }
        }
    }

    /// SPEC §3/§7: the questions visitors of `language` read, in order.
    pub fn public(&self, language: Language) -> PublicFaq {
        let texts = language.texts();
        PublicFaq {
            faq_value_set: self
                .items
                .iter()
                .map(|item| PublicFaqItem {
                    id: item.id,
                    question: item.question.get(texts).to_owned(),
                    answer: item.answer.get(texts).to_owned(),
                    language: FaqLanguage {
                        language_value: texts.value().to_owned(),
                    },
                })
                .collect(),
        }
    }
}

/// `GET`/`POST /api/about/ask` (SPEC §7): the list in the request's language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicFaq {
    pub faq_value_set: Vec<PublicFaqItem>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicFaqItem {
    pub id: i64,
    pub question: String,
    /// Sanitized HTML: paragraphs, bold, italic, lists and links.
    pub answer: String,
    pub language: FaqLanguage,
}

/// SPEC §3: the item's `language.languageValue`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FaqLanguage {
    pub language_value: String,
}

/// The FAQ as staff load it: the items and the version an edit must name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminFaqView {
    pub version: u64,
    pub items: Vec<FaqItem>,
}
