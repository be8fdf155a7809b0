//! Blog articles (SPEC §3 "Article", §4 "Article status"): the events of the `Article`
//! aggregate and the content they carry.
//!
//! An article has a published version (what visitors read) and, while staff edit it, a draft.
//! Events carry whole contents, not diffs, so any version can be shown exactly as it was by
//! folding the events up to it.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Language, StoredEvents};

/// The aggregate type under which article events are stored.
pub const AGGREGATE_TYPE: &str = "Article";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum ArticleEvent {
    /// A new article, saved as a draft and not published.
    ArticleCreated {
        content: ArticleContent,
        at: DateTime<Utc>,
    },
    /// Staff saved the editor over the draft; the published version stays as it was.
    ArticleDraftSaved {
        content: ArticleContent,
        at: DateTime<Utc>,
    },
    /// `content` (the draft at that moment) is what visitors now read.
    ArticlePublished {
        content: ArticleContent,
        at: DateTime<Utc>,
    },
    /// Visitors no longer see it; the draft stays, and a scheduled publication is cancelled.
    ArticleHidden {
        at: DateTime<Utc>,
    },
    /// Staff asked for the draft to be published at `publish_at`; the scheduler publishes the
    /// draft as it is then, or cancels the schedule if nothing differs from what is published.
    ArticlePublicationScheduled {
        publish_at: DateTime<Utc>,
        at: DateTime<Utc>,
    },
    /// The schedule was cancelled by staff, or found nothing new to publish when it fell due.
    ArticlePublicationUnscheduled {
        at: DateTime<Utc>,
    },
    /// The content of an earlier version became the draft again.
    ArticleRestored {
        from_version: u64,
        content: ArticleContent,
        at: DateTime<Utc>,
    },
    ArticleDeleted {
        at: DateTime<Utc>,
    },
}

impl DomainEvent for ArticleEvent {
    fn event_type(&self) -> String {
        let name = match self {
            ArticleEvent::ArticleCreated { .. } => "ArticleCreated",
            ArticleEvent::ArticleDraftSaved { .. } => "ArticleDraftSaved",
            ArticleEvent::ArticlePublished { .. } => "ArticlePublished",
            ArticleEvent::ArticleHidden { .. } => "ArticleHidden",
            ArticleEvent::ArticlePublicationScheduled { .. } => "ArticlePublicationScheduled",
            ArticleEvent::ArticlePublicationUnscheduled { .. } => "ArticlePublicationUnscheduled",
            ArticleEvent::ArticleRestored { .. } => "ArticleRestored",
            ArticleEvent::ArticleDeleted { .. } => "ArticleDeleted",
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for ArticleEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// SPEC §4: PUBLISHED (1), NOT_PUBLISHED (2), HAS_CHANGES (3: published, with a draft that
/// differs from what visitors read).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ArticleStatus {
    Published,
    #[default]
    NotPublished,
    HasChanges,
}

impl ArticleStatus {
    /// The status of an article with `published` visible and `content` being edited.
    pub fn of(published: Option<&ArticleContent>, content: &ArticleContent) -> ArticleStatus {
        match published {
            None => ArticleStatus::NotPublished,
            Some(published) if published != content => ArticleStatus::HasChanges,
            Some(_) => ArticleStatus::Published,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ArticleStatus::Published => "PUBLISHED",
            ArticleStatus::NotPublished => "NOT_PUBLISHED",
            ArticleStatus::HasChanges => "HAS_CHANGES",
        }
    }
}

/// Everything the editor saves. The write side stores only content its rules accepted, with
/// its HTML already sanitized.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ArticleContent {
    pub category_id: i64,
    /// The card's and the banner's picture: an uploaded image's id.
    pub main_image: String,
    /// The language the article was written in; the other one is its translation.
    pub original_language: Language,
    pub uk: Translation,
    pub en: Translation,
    /// The original changed after the translation was last written or confirmed: the
    /// translation tab is flagged until staff update or confirm it (SPEC §3 `hasChanged`).
    pub translation_outdated: bool,
}

impl ArticleContent {
    pub fn translation(&self, language: Language) -> &Translation {
        match language {
            Language::En => &self.en,
            Language::Uk | Language::Ru => &self.uk,
        }
    }

    /// The fields (as the editor names them) whose values differ, for the history panel.
    pub fn changed_fields(&self, after: &ArticleContent) -> Vec<String> {
        let mut changed = Vec::new();
        if self.category_id != after.category_id {
            changed.push("categoryId".to_owned());
        }
        if self.main_image != after.main_image {
            changed.push("mainImage".to_owned());
        }
        if self.original_language != after.original_language {
            changed.push("originalLanguage".to_owned());
        }
        for language in Language::WITH_TEXTS {
            let (before, now) = (self.translation(language), after.translation(language));
            let fields = [
                ("title", before.title != now.title),
                ("thesis", before.thesis != now.thesis),
                ("description", before.description != now.description),
                ("blocks", before.blocks != now.blocks),
            ];
            changed.extend(
                fields
                    .into_iter()
                    .filter(|&(_, differs)| differs)
                    .map(|(field, _)| format!("{field}.{}", language.value())),
            );
        }
        changed
    }
}

/// One language of an article.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Translation {
    pub title: String,
    /// The main article banner's lead (SPEC §3 `thesisDtoSet`); may be empty.
    pub thesis: String,
    /// The page's meta description; empty means the default one with the title.
    pub description: String,
    /// In page order (`orderOnPage` is the index plus one).
    pub blocks: Vec<Block>,
}

impl Translation {
    /// A language without its own title or content is not shown in that language.
    pub fn is_missing(&self) -> bool {
        self.title.trim().is_empty() || self.blocks.is_empty()
    }
}

/// One content block (SPEC §3): TEXT and QUOTE hold sanitized HTML, IMG an image id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Block {
    #[serde(rename = "type")]
    pub kind: BlockKind,
    pub value: String,
}

/// SPEC §3 content types: TEXT (1), QUOTE (2), IMG (3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum BlockKind {
    Text,
    Quote,
    Img,
}

impl BlockKind {
    pub fn id(self) -> u8 {
        match self {
            BlockKind::Text => 1,
            BlockKind::Quote => 2,
            BlockKind::Img => 3,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(value: &str) -> Block {
        Block {
            kind: BlockKind::Text,
            value: value.into(),
        }
    }

    #[test]
    fn changed_fields_name_the_field_and_language() {
        let before = ArticleContent {
            category_id: 1,
            main_image: "a".into(),
            uk: Translation {
                title: "Прогулянки".into(),
                blocks: vec![text("<p>Раз</p>")],
                ..Translation::default()
            },
            ..ArticleContent::default()
        };
        let mut after = before.clone();
        after.category_id = 2;
        after.uk.blocks.push(text("<p>Два</p>"));
        after.en.title = "Walks".into();
        assert_eq!(
            before.changed_fields(&after),
            ["categoryId", "blocks.uk", "title.en"]
        );
        assert!(before.changed_fields(&before).is_empty());
    }

    #[test]
    fn a_language_without_title_or_blocks_is_missing() {
        let full = Translation {
            title: "Walks".into(),
            blocks: vec![text("<p>Go</p>")],
            ..Translation::default()
        };
        assert!(!full.is_missing());
        assert!(Translation {
            title: " ".into(),
            ..full.clone()
        }
        .is_missing());
        assert!(Translation {
            blocks: Vec::new(),
            ..full
        }
        .is_missing());
    }

    #[test]
    fn statuses_and_block_kinds_are_stored_by_their_spec_names() {
        assert_eq!(
            serde_json::to_value(ArticleStatus::HasChanges).unwrap(),
            "HAS_CHANGES"
        );
        assert_eq!(serde_json::to_value(BlockKind::Img).unwrap(), "IMG");
        assert_eq!(BlockKind::Quote.id(), 2);
    }
}
