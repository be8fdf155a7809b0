//! The admin About form's JSON bodies and the rules that make them the page's values.

use events::about_page::{AboutStory, TeamMember};
use events::LocalizedText;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::Reason;
use crate::page_text::{picture, required, Lines};

const MAX_HEADING: usize = 150;
const MAX_STORY: usize = 4_000;
const MAX_QUOTE: usize = 1_000;
const MAX_NAME: usize = 100;
const MAX_CLOSING: usize = 2_000;

/// The story, quote, certificate and closing paragraph, and the version the form loaded.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct StoryBody {
    pub version: u64,
    pub house_image: String,
    #[schema(value_type = Object)]
    pub heading: LocalizedText,
    #[schema(value_type = Object)]
    pub text: LocalizedText,
    #[schema(value_type = Object)]
    pub quote: LocalizedText,
    #[schema(value_type = Object)]
    pub quote_author: LocalizedText,
    #[schema(value_type = Object)]
    pub quote_role: LocalizedText,
    pub avatar_image: String,
    pub certificate_image: String,
    #[schema(value_type = Object)]
    pub closing: LocalizedText,
}

impl StoryBody {
    /// The story by the form's rules. Whether the pictures are uploads is for the caller.
    pub fn parse(&self) -> Result<AboutStory, Reason> {
        Ok(AboutStory {
            house_image: picture(&self.house_image, "houseImage")?,
            heading: required(
                &self.heading,
                ["heading.uk", "heading.en"],
                MAX_HEADING,
                Lines::One,
            )?,
            text: required(&self.text, ["text.uk", "text.en"], MAX_STORY, Lines::Many)?,
            quote: required(
                &self.quote,
                ["quote.uk", "quote.en"],
                MAX_QUOTE,
                Lines::Many,
            )?,
            quote_author: required(
                &self.quote_author,
                ["quoteAuthor.uk", "quoteAuthor.en"],
                MAX_NAME,
                Lines::One,
            )?,
            quote_role: required(
                &self.quote_role,
                ["quoteRole.uk", "quoteRole.en"],
                MAX_NAME,
                Lines::One,
            )?,
            avatar_image: picture(&self.avatar_image, "avatarImage")?,
            certificate_image: picture(&self.certificate_image, "certificateImage")?,
            closing: required(
                &self.closing,
                ["closing.uk", "closing.en"],
                MAX_CLOSING,
                Lines::Many,
            )?,
        })
    }

    /// The pictures with their request fields, for the upload check.
    pub fn pictures(story: &AboutStory) -> [(&'static str, &str); 3] {
        [
            ("houseImage", &story.house_image),
            ("avatarImage", &story.avatar_image),
            ("certificateImage", &story.certificate_image),
        ]
    }
}

/// A team member's photo, name and profession; `version` when editing one.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MemberBody {
    pub version: u64,
    pub photo: String,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    #[schema(value_type = Object)]
    pub profession: LocalizedText,
}

/// A team member's values once valid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberFields {
    pub photo: String,
    pub name: LocalizedText,
    pub profession: LocalizedText,
}

impl MemberFields {
    pub fn into_member(self, id: i64) -> TeamMember {
        TeamMember {
            id,
            photo: self.photo,
            name: self.name,
            profession: self.profession,
        }
    }
}

impl MemberBody {
    pub fn parse(&self) -> Result<MemberFields, Reason> {
        Ok(MemberFields {
            photo: picture(&self.photo, "photo")?,
            name: required(&self.name, ["name.uk", "name.en"], MAX_NAME, Lines::One)?,
            profession: required(
                &self.profession,
                ["profession.uk", "profession.en"],
                MAX_NAME,
                Lines::One,
            )?,
        })
    }
}

/// A new order of a list: every id once, and the version the list was loaded at.
#[derive(Debug, Deserialize, ToSchema)]
pub struct OrderBody {
    pub version: u64,
    pub order: Vec<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn story(json: serde_json::Value) -> Result<AboutStory, Reason> {
        serde_json::from_value::<StoryBody>(json).unwrap().parse()
    }

    fn both(text: &str) -> serde_json::Value {
        json!({ "uk": text, "en": text })
    }

    fn valid() -> serde_json::Value {
        json!({
            "version": 0,
            "houseImage": "a".repeat(64),
            "heading": both(" Наш дім "),
            "text": both("Перший абзац.\n\nДругий."),
            "quote": both("Цитата"),
            "quoteAuthor": both("Олена"),
            "quoteRole": both("Господиня"),
            "avatarImage": "b".repeat(64),
            "certificateImage": "c".repeat(64),
            "closing": both("Кінець"),
        })
    }

    #[test]
    fn a_valid_story_is_trimmed() {
        let story = story(valid()).unwrap();
        assert_eq!(story.heading.uk, "Наш дім");
        assert_eq!(story.text.en, "Перший абзац.\n\nДругий.");
    }

    #[test]
    fn each_missing_part_names_its_field() {
        for (field, value, code, named) in [
            ("houseImage", json!(""), "photoRequired", "houseImage"),
            (
                "quoteRole",
                json!({ "uk": "Роль", "en": " " }),
                "textRequired",
                "quoteRole.en",
            ),
            (
                "closing",
                json!({ "uk": "", "en": "x" }),
                "textRequired",
                "closing.uk",
            ),
            ("certificateImage", json!(null), "invalidRequest", ""),
        ] {
            let mut json = valid();
            json[field] = value;
            match serde_json::from_value::<StoryBody>(json) {
                Ok(body) => {
                    let reason = body.parse().unwrap_err();
                    assert_eq!((reason.code.as_str(), reason.field), (code, Some(named)));
                }
                Err(_) => assert_eq!(code, "invalidRequest"),
            }
        }
    }

    #[test]
    fn a_member_needs_a_photo_a_name_and_a_profession() {
        let body: MemberBody = serde_json::from_value(json!({
            "photo": "d".repeat(64),
            "name": { "uk": "Ірина", "en": "Iryna" },
            "profession": { "uk": "Ветеринар", "en": "" },
        }))
        .unwrap();
        let reason = body.parse().unwrap_err();
        assert_eq!(reason.field, Some("profession.en"));
    }
}
