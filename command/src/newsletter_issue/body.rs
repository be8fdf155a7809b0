//! The issue editor's JSON bodies and the rules that make them an issue's content. What needs
//! the database (whether the picture was uploaded, whether the articles are published) is
//! checked by the routes.

use errors::ErrorCode;
use events::newsletter_issue::{IssueContent, IssueText};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::article::html::{has_text, sanitize};
use crate::error::Reason;
use crate::page_text::TEXT_REQUIRED;

/// Characters of a title: a mail's subject line.
pub const MAX_TITLE: usize = 150;
/// Characters of a text's HTML as sent.
pub const MAX_TEXT: usize = 20_000;
/// Articles one issue links to.
pub const MAX_ARTICLES: usize = 5;

const TITLE_REQUIRED: Reason = Reason::new(ErrorCode::TitleRequired, "Write the issue's title.");
const TITLE_TOO_LONG: Reason = Reason::new(
    ErrorCode::TitleTooLong,
    "A title has at most 150 characters.",
);
const TEXT_TOO_LONG: Reason = Reason::new(
    ErrorCode::TextTooLong,
    "The text has more than 20000 characters of markup.",
);
const TOO_MANY_ARTICLES: Reason = Reason::new(
    ErrorCode::TooManyItems,
    "An issue links to at most 5 articles.",
);

/// What the editor sends: the issue and, when saving one already saved, the version loaded.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct IssueBody {
    pub version: u64,
    pub content: IssueContent,
}

/// A call that names the version staff loaded (a test, a send).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct VersionBody {
    pub version: u64,
}

impl IssueBody {
    /// The content as it is stored: titles on one line, texts sanitized, articles once each.
    pub fn parse(&self) -> Result<IssueContent, Reason> {
        let content = &self.content;
        let mut articles = Vec::new();
        for id in &content.articles {
            if !articles.contains(id) {
                articles.push(*id);
            }
        }
        if articles.len() > MAX_ARTICLES {
            return Err(TOO_MANY_ARTICLES.on_field("articles"));
        }
        Ok(IssueContent {
            uk: text(&content.uk, ["uk.title", "uk.html"])?,
            en: text(&content.en, ["en.title", "en.html"])?,
            image_id: content
                .image_id
                .as_deref()
                .map(str::trim)
                .filter(|id| !id.is_empty())
                .map(str::to_owned),
            articles,
        })
    }
}

fn text(
    text: &IssueText,
    [title_field, html_field]: [&'static str; 2],
) -> Result<IssueText, Reason> {
    let title = text.title.split_whitespace().collect::<Vec<_>>().join(" ");
    if title.is_empty() {
        return Err(TITLE_REQUIRED.on_field(title_field));
    }
    if title.chars().count() > MAX_TITLE {
        return Err(TITLE_TOO_LONG.on_field(title_field));
    }
    if text.html.chars().count() > MAX_TEXT {
        return Err(TEXT_TOO_LONG.on_field(html_field));
    }
    let html = sanitize(&text.html);
    if !has_text(&html) {
        return Err(TEXT_REQUIRED.on_field(html_field));
    }
    Ok(IssueText { title, html })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(uk_title: &str, en_html: &str, articles: Vec<i64>) -> IssueBody {
        IssueBody {
            version: 0,
            content: IssueContent {
                uk: IssueText {
                    title: uk_title.into(),
                    html: "<p>Новини <b>тижня</b></p>".into(),
                },
                en: IssueText {
                    title: "News".into(),
                    html: en_html.into(),
                },
                image_id: Some("  ".into()),
                articles,
            },
        }
    }

    #[test]
    fn a_valid_issue_is_stored_cleaned() {
        let content = body(
            "  Зимові\n новини ",
            r#"<p onclick="x()">Hi<script>alert(1)</script></p>"#,
            vec![3, 4, 3],
        )
        .parse()
        .unwrap();
        assert_eq!(content.uk.title, "Зимові новини");
        assert_eq!(content.uk.html, "<p>Новини <b>тижня</b></p>");
        assert_eq!(content.en.html, "<p>Hi</p>");
        assert_eq!(content.image_id, None);
        assert_eq!(content.articles, vec![3, 4]);
    }

    #[test]
    fn each_rule_names_its_field() {
        let refused = |body: IssueBody| {
            let reason = body.parse().unwrap_err();
            (reason.code.as_str(), reason.field.unwrap_or_default())
        };
        assert_eq!(
            refused(body(" ", "<p>x</p>", vec![])),
            ("titleRequired", "uk.title")
        );
        assert_eq!(
            refused(body(&"я".repeat(151), "<p>x</p>", vec![])),
            ("titleTooLong", "uk.title")
        );
        assert_eq!(
            refused(body("Т", "<p> <br></p><script>x</script>", vec![])),
            ("textRequired", "en.html")
        );
        assert_eq!(
            refused(body("Т", &"x".repeat(MAX_TEXT + 1), vec![])),
            ("textTooLong", "en.html")
        );
        assert_eq!(
            refused(body("Т", "<p>x</p>", vec![1, 2, 3, 4, 5, 6])),
            ("tooManyItems", "articles")
        );
        assert!(body(&"я".repeat(150), "<p>x</p>", vec![1, 2, 3, 4, 5])
            .parse()
            .is_ok());
    }
}
