//! A blog article as staff see it over the API, built alike by the command side (from the
//! aggregate) and the read side (from `admin_articles`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::article::{ArticleContent, ArticleStatus, Translation};
use crate::media_path::media_path;
use crate::{Language, LocalizedText};

/// The variant admin cards and the editor show the main picture in.
pub const CARD: &str = "card";

/// An uploaded image with a ready URL; pages build `srcset`s from `id` and the variant names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ImageView {
    /// The uploaded image's content id.
    pub id: String,
    /// A JPEG variant's URL path.
    pub photo: String,
}

impl ImageView {
    pub fn new(image_id: &str, variant: &str) -> ImageView {
        ImageView {
            id: image_id.to_owned(),
            photo: media_path(image_id, variant),
        }
    }
}

/// SPEC §3 "Article tab": one language's state in the editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Tab {
    pub is_original: bool,
    /// The original changed since this translation was written or confirmed.
    pub has_changed: bool,
    /// No title or no content: the public site does not show the article in this language.
    pub missing: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Tabs {
    pub uk: Tab,
    pub en: Tab,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Translations {
    pub uk: Translation,
    pub en: Translation,
}

/// An article in the admin editor and list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminArticleView {
    pub id: i64,
    /// The version a save must name.
    pub version: u64,
    #[schema(value_type = String, example = "HAS_CHANGES")]
    pub status: ArticleStatus,
    pub main: bool,
    pub category_id: i64,
    /// The category's names; empty if it was deleted meanwhile.
    #[schema(value_type = Object)]
    pub category: LocalizedText,
    pub main_image: ImageView,
    #[schema(value_type = String, example = "uk")]
    pub original_language: Language,
    /// The content being edited: the draft if there is one, else what is published.
    pub translations: Translations,
    pub tabs: Tabs,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// First publication; `null` for an article never published.
    pub published_at: Option<DateTime<Utc>>,
    /// When the scheduler will publish the draft; `null` when nothing is scheduled.
    pub publish_at: Option<DateTime<Utc>>,
    /// How often visitors opened it, up to the last minute.
    pub views: i64,
}

/// The facts an [`AdminArticleView`] is made of.
pub struct AdminArticleFacts<'a> {
    pub id: i64,
    pub version: u64,
    pub status: ArticleStatus,
    pub content: &'a ArticleContent,
    pub main: bool,
    pub category: LocalizedText,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub published_at: Option<DateTime<Utc>>,
    pub publish_at: Option<DateTime<Utc>>,
    pub views: i64,
}

impl AdminArticleView {
    pub fn new(facts: AdminArticleFacts<'_>) -> AdminArticleView {
        let content = facts.content;
        let tab = |language: Language| {
            let is_original = content.original_language == language;
            Tab {
                is_original,
                has_changed: !is_original && content.translation_outdated,
                missing: content.translation(language).is_missing(),
            }
        };
        AdminArticleView {
            id: facts.id,
            version: facts.version,
            status: facts.status,
            main: facts.main,
            category_id: content.category_id,
            category: facts.category,
            main_image: ImageView::new(&content.main_image, CARD),
            original_language: content.original_language,
            translations: Translations {
                uk: content.uk.clone(),
                en: content.en.clone(),
            },
            tabs: Tabs {
                uk: tab(Language::Uk),
                en: tab(Language::En),
            },
            created_at: facts.created_at,
            updated_at: facts.updated_at,
            published_at: facts.published_at,
            publish_at: facts.publish_at,
            views: facts.views,
        }
    }
}

/// A category as the admin's categories manager shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminCategoryView {
    pub id: i64,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    /// Articles in it, deleted ones aside: one or more and it cannot be deleted.
    pub articles_count: i64,
}
