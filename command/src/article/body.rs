//! The editor's JSON body (`POST`/`PUT /api/admin/articles/snapshot`, `PUT
//! /api/admin/article/update`) and the rules that make it an [`ArticleContent`].

use events::article::{ArticleContent, Block, BlockKind, Translation};
use events::Language;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::html;
use crate::error::Reason;
use errors::ErrorCode;

/// Longest title, thesis and meta description, in characters: a title fits two card lines, a
/// description what search engines show.
const MAX_TITLE: usize = 150;
const MAX_THESIS: usize = 300;
const MAX_DESCRIPTION: usize = 160;
/// Longest text or quote block, in characters of its HTML.
const MAX_BLOCK: usize = 20_000;
const MAX_BLOCKS: usize = 50;

pub const CATEGORY_NOT_SELECTED: Reason = Reason::new(
    ErrorCode::CategoryNotSelected,
    "Choose the article's category.",
)
.on_field("categoryId");
const TITLE_REQUIRED: Reason = Reason::new(
    ErrorCode::TitleRequired,
    "The article needs a title in its original language.",
);
const TITLE_TOO_LONG: Reason = Reason::new(
    ErrorCode::TitleTooLong,
    "A title has at most 150 characters.",
);
const TEXT_TOO_LONG: Reason = Reason::new(ErrorCode::TextTooLong, "This text is too long.");
const MAIN_IMAGE_REQUIRED: Reason = Reason::new(
    ErrorCode::MainImageRequired,
    "Add the article's main picture.",
)
.on_field("mainImage");
pub const IMAGE_NOT_UPLOADED: Reason = Reason::new(
    ErrorCode::InvalidPhoto,
    "A picture is not an image uploaded here.",
);
const TOO_MANY_BLOCKS: Reason = Reason::new(
    ErrorCode::TooManyBlocks,
    "An article has at most 50 content blocks.",
);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArticleDraftBody {
    pub category_id: Option<i64>,
    /// The main picture's image id, as the upload answered it.
    #[serde(default)]
    pub main_image: String,
    #[schema(value_type = String, example = "uk")]
    pub original_language: Language,
    /// Staff checked the translation against the changed original.
    #[serde(default)]
    pub confirm_translation: bool,
    pub translations: TranslationsBody,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct TranslationsBody {
    #[serde(default)]
    pub uk: TranslationBody,
    #[serde(default)]
    pub en: TranslationBody,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct TranslationBody {
    pub title: String,
    pub thesis: String,
    pub description: String,
    /// In page order.
    pub blocks: Vec<BlockBody>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct BlockBody {
    #[serde(rename = "type")]
    #[schema(value_type = String, example = "TEXT")]
    pub kind: BlockKind,
    pub value: String,
}

/// An edit of an existing article: the draft and the version the editor loaded.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ArticleUpdateBody {
    pub id: i64,
    pub version: u64,
    #[serde(flatten)]
    pub draft: ArticleDraftBody,
}

impl ArticleDraftBody {
    /// The content by the editor's rules, its HTML sanitized. Whether the category exists and
    /// the images are uploads is for the caller, which can look them up.
    pub fn parse(&self) -> Result<ArticleContent, Reason> {
        let category_id = self
            .category_id
            .filter(|&id| id > 0)
            .ok_or(CATEGORY_NOT_SELECTED)?;
        if self.main_image.trim().is_empty() {
            return Err(MAIN_IMAGE_REQUIRED);
        }
        let original_language = self.original_language.texts();
        let uk = translation(&self.translations.uk, &UK)?;
        let en = translation(&self.translations.en, &EN)?;
        let content = ArticleContent {
            category_id,
            main_image: self.main_image.trim().to_owned(),
            original_language,
            uk,
            en,
            translation_outdated: false,
        };
        if content.translation(original_language).title.is_empty() {
            let fields = match original_language {
                Language::En => &EN,
                _ => &UK,
            };
            return Err(TITLE_REQUIRED.on_field(fields.title));
        }
        Ok(content)
    }
}

/// The request fields of one language, for the `field` of a refusal.
struct Fields {
    title: &'static str,
    thesis: &'static str,
    description: &'static str,
    blocks: &'static str,
}

const UK: Fields = Fields {
    title: "translations.uk.title",
    thesis: "translations.uk.thesis",
    description: "translations.uk.description",
    blocks: "translations.uk.blocks",
};

const EN: Fields = Fields {
    title: "translations.en.title",
    thesis: "translations.en.thesis",
    description: "translations.en.description",
    blocks: "translations.en.blocks",
};

fn translation(body: &TranslationBody, fields: &Fields) -> Result<Translation, Reason> {
    let title = single_line(&body.title);
    if title.chars().count() > MAX_TITLE {
        return Err(TITLE_TOO_LONG.on_field(fields.title));
    }
    let thesis = single_line(&body.thesis);
    if thesis.chars().count() > MAX_THESIS {
        return Err(TEXT_TOO_LONG.on_field(fields.thesis));
    }
    let description = single_line(&body.description);
    if description.chars().count() > MAX_DESCRIPTION {
        return Err(TEXT_TOO_LONG.on_field(fields.description));
    }
    if body.blocks.len() > MAX_BLOCKS {
        return Err(TOO_MANY_BLOCKS.on_field(fields.blocks));
    }
    let mut blocks = Vec::with_capacity(body.blocks.len());
    for block in &body.blocks {
        let value = match block.kind {
            BlockKind::Text | BlockKind::Quote => {
                if block.value.chars().count() > MAX_BLOCK {
                    return Err(TEXT_TOO_LONG.on_field(fields.blocks));
                }
                html::sanitize(&block.value)
            }
            BlockKind::Img => block.value.trim().to_owned(),
        };
        // An empty block is an editor's leftover, not content.
        let empty = match block.kind {
            BlockKind::Img => value.is_empty(),
            _ => !html::has_text(&value),
        };
        if !empty {
            blocks.push(Block {
                kind: block.kind,
                value,
            });
        }
    }
    Ok(Translation {
        title,
        thesis,
        description,
        blocks,
    })
}

/// Whitespace runs (line breaks included) as one space, trimmed.
fn single_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(json: serde_json::Value) -> ArticleDraftBody {
        serde_json::from_value(json).unwrap()
    }

    fn valid() -> serde_json::Value {
        serde_json::json!({
            "categoryId": 2,
            "mainImage": "a".repeat(64),
            "originalLanguage": "uk",
            "translations": {
                "uk": {
                    "title": "  Перша\n прогулянка ",
                    "blocks": [
                        { "type": "TEXT", "value": "<p onclick=\"x()\">Беремо <b>повідець</b>.</p><script>alert(1)</script>" },
                        { "type": "QUOTE", "value": "<p>Собака — найкращий друг.</p>" },
                        { "type": "TEXT", "value": "<p> <br></p>" },
                        { "type": "IMG", "value": "b".repeat(64) }
                    ]
                }
            }
        })
    }

    fn refusal(json: serde_json::Value) -> (&'static str, Option<&'static str>) {
        let reason = body(json).parse().unwrap_err();
        (reason.code.as_str(), reason.field)
    }

    #[test]
    fn a_valid_draft_is_sanitized_trimmed_and_loses_empty_blocks() {
        let content = body(valid()).parse().unwrap();
        assert_eq!(content.category_id, 2);
        assert_eq!(content.uk.title, "Перша прогулянка");
        let values: Vec<&str> = content.uk.blocks.iter().map(|b| b.value.as_str()).collect();
        assert_eq!(
            values,
            [
                "<p>Беремо <b>повідець</b>.</p>",
                "<p>Собака — найкращий друг.</p>",
                "b".repeat(64).as_str()
            ]
        );
        assert!(content.en.is_missing());
    }

    #[test]
    fn each_rule_answers_its_key_and_field() {
        let mut json = valid();
        json["categoryId"] = serde_json::Value::Null;
        assert_eq!(refusal(json), ("categoryNotSelected", Some("categoryId")));
        let mut json = valid();
        json["mainImage"] = "".into();
        assert_eq!(refusal(json), ("mainImageRequired", Some("mainImage")));
        let mut json = valid();
        json["originalLanguage"] = "en".into();
        assert_eq!(
            refusal(json),
            ("titleRequired", Some("translations.en.title"))
        );
        let mut json = valid();
        json["translations"]["en"] = serde_json::json!({ "title": "W".repeat(151) });
        assert_eq!(
            refusal(json),
            ("titleTooLong", Some("translations.en.title"))
        );
        let mut json = valid();
        json["translations"]["uk"]["description"] = "d".repeat(161).into();
        assert_eq!(
            refusal(json),
            ("textTooLong", Some("translations.uk.description"))
        );
    }
}
