//! What staff send to change an item, and what they are answered.

use chrono::{DateTime, Utc};
use events::inbox::InboxStatus;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::Reason;
use crate::page_text::{self, Lines};

/// Generous for a mail; longer is not an answer to one visitor.
pub const MAX_REPLY: usize = 5000;

/// The status asked for and the item's `version` from the list or the item page.
#[derive(Debug, Deserialize, ToSchema)]
pub struct StatusBody {
    pub status: InboxStatus,
    pub version: u64,
}

/// Where the item stands after the change.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusChange {
    pub id: String,
    pub status: InboxStatus,
    pub version: u64,
    /// The staff login that set the status.
    pub changed_by: String,
    pub changed_at: DateTime<Utc>,
}

/// A staff member's answer to the visitor, at the item's `version`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReplyBody {
    #[schema(example = "Добрий день! Так, з 12 грудня місце є.")]
    pub text: String,
    pub version: u64,
}

impl ReplyBody {
    /// The text with its line breaks, trimmed (`textRequired` or `textTooLong` on `text`).
    pub fn text(&self) -> Result<String, Reason> {
        page_text::one(&self.text, "text", MAX_REPLY, Lines::Many)
    }
}

/// The item after the answer went to the mail queue.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Replied {
    pub id: String,
    pub version: u64,
    /// The staff login that answered.
    pub replied_by: String,
    pub replied_at: DateTime<Utc>,
}
