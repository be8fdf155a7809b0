//! An issue's mail as a subscriber receives it: the title as its subject, the picture, the text
//! with its styles, links to the articles, and the unsubscribe link, from the files per
//! language `projector/templates/newsletter.{uk,en}.{txt,html}`. Every one carries the
//! `List-Unsubscribe` header with a one-click address (RFC 8058), so a mail program can offer
//! "unsubscribe" beside the sender's name.

use std::fmt::Write;

use events::media_path::{media_path, MediaLinks};
use events::newsletter::{LinkPurpose, SubscriptionKey};
use events::newsletter_issue::IssueContent;
use events::Language;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::Message;
use sqlx::PgPool;

use super::letters::{self, Letter, Markup, Templates};
use crate::Error;

const NEWSLETTER: &Templates = &[
    (
        Language::Uk,
        include_str!("../../templates/newsletter.uk.txt"),
        include_str!("../../templates/newsletter.uk.html"),
    ),
    (
        Language::En,
        include_str!("../../templates/newsletter.en.txt"),
        include_str!("../../templates/newsletter.en.html"),
    ),
];

/// Where an issue's links lead and how its unsubscribe links are signed.
#[derive(Clone)]
pub struct IssueLetters {
    key: SubscriptionKey,
    /// The site's address as visitors reach it, e.g. `https://doghotel.kyiv.ua`.
    public_url: String,
    /// Where a letter links the issue's picture.
    media: MediaLinks,
}

/// An issue as one language's readers get it: the saved content and its articles' titles.
pub struct IssueInLanguage {
    pub content: IssueContent,
    pub language: Language,
    /// (id, title) of each linked article still published, in the issue's order.
    pub articles: Vec<(i64, String)>,
}

impl IssueInLanguage {
    /// Issue `issue` as saved, for readers of `language`; `None` if it was never saved.
    pub async fn load(
        pool: &PgPool,
        issue: i64,
        language: Language,
    ) -> Result<Option<IssueInLanguage>, Error> {
        let content: Option<serde_json::Value> =
            sqlx::query_scalar("SELECT content FROM newsletter_issues WHERE issue_id = $1")
                .bind(issue)
                .fetch_optional(pool)
                .await?;
        let Some(content) = content else {
            return Ok(None);
        };
        let content: IssueContent = serde_json::from_value(content).map_err(Error::Decode)?;
        let mut articles: Vec<(i64, String)> = sqlx::query_as(
            "SELECT article_id, title FROM public_articles
              WHERE language = $1 AND article_id = ANY($2)",
        )
        .bind(language.texts().value())
        .bind(&content.articles)
        .fetch_all(pool)
        .await?;
        articles.sort_by_key(|(id, _)| content.articles.iter().position(|linked| linked == id));
        Ok(Some(IssueInLanguage {
            content,
            language: language.texts(),
            articles,
        }))
    }
}

impl IssueLetters {
    pub fn new(key: SubscriptionKey, public_url: &str) -> IssueLetters {
        IssueLetters {
            key,
            public_url: public_url.trim_end_matches('/').to_owned(),
            media: MediaLinks::served(),
        }
    }

    /// Letters that link the issue's picture where `media` says.
    pub fn with_media_links(mut self, media: MediaLinks) -> IssueLetters {
        self.media = media;
        self
    }

    fn page(&self, language: Language, path: &str) -> String {
        let prefix = match language.texts() {
            Language::En => "/en",
            _ => "",
        };
        format!("{}{prefix}{path}", self.public_url)
    }

    /// The issue's letter to subscription `subscription`.
    pub fn letter(&self, issue: &IssueInLanguage, subscription: &str) -> Letter {
        let language = issue.language;
        let text = issue.content.text(language);
        let token = self.key.link_token(subscription, LinkPurpose::Unsubscribe);
        let unsubscribe = self.page(language, &format!("/newsletter/unsubscribe?token={token}"));
        let body_text = html2text::from_read(text.html.as_bytes(), 78).unwrap_or_default();
        let (image_html, image_text) = match &issue.content.image_id {
            Some(id) => {
                let url = self
                    .media
                    .absolute(&self.public_url, &media_path(id, "detail"));
                (
                    format!(
                        r#"<p><img src="{}" alt="" width="512" style="max-width:100%;height:auto;border-radius:6px"></p>"#,
                        ammonia::clean_text(&url)
                    ),
                    String::new(),
                )
            }
            None => (String::new(), String::new()),
        };
        let (articles_html, articles_text) = self.articles(issue);
        letters::letter_with_markup(
            NEWSLETTER,
            language,
            &[("title", &text.title), ("unsubscribe_link", &unsubscribe)],
            &[
                (
                    "body",
                    Markup {
                        html: &text.html,
                        text: body_text.trim_end(),
                    },
                ),
                (
                    "image",
                    Markup {
                        html: &image_html,
                        text: &image_text,
                    },
                ),
                (
                    "articles",
                    Markup {
                        html: &articles_html,
                        text: &articles_text,
                    },
                ),
            ],
        )
    }

    /// The list of linked articles, as HTML and as text.
    fn articles(&self, issue: &IssueInLanguage) -> (String, String) {
        if issue.articles.is_empty() {
            return (String::new(), String::new());
        }
        let heading = match issue.language {
            Language::En => "On our blog",
            _ => "У нашому блозі",
        };
        let mut html =
            format!(r#"<h2 style="font-size:18px;margin:24px 0 8px">{heading}</h2><ul>"#);
        let mut text = format!("\n{heading}:\n");
        for (id, title) in &issue.articles {
            let url = self.page(issue.language, &format!("/article/{id}"));
            let _ = write!(
                html,
                r#"<li><a href="{}" style="color:#c45f14">{}</a></li>"#,
                ammonia::clean_text(&url),
                ammonia::clean_text(title)
            );
            let _ = writeln!(text, "- {title}: {url}");
        }
        html.push_str("</ul>");
        (html, text)
    }

    /// The mail of `letter` to `to`, with the one-click unsubscribe headers of `subscription`.
    pub fn message(
        &self,
        hotel: &Mailbox,
        to: &str,
        subscription: &str,
        letter: Letter,
        message_id: String,
    ) -> Result<Message, lettre::error::Error> {
        let to = to.parse().map_err(|_| lettre::error::Error::MissingTo)?;
        let token = self.key.link_token(subscription, LinkPurpose::Unsubscribe);
        let one_click = format!(
            "<{}/api/newsletter/unsubscribe/one-click?token={token}>",
            self.public_url
        );
        Message::builder()
            .from(hotel.clone())
            .to(Mailbox::new(None, to))
            .subject(letter.subject)
            .message_id(Some(message_id))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                one_click,
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_owned(),
            ))
            .multipart(MultiPart::alternative_plain_html(letter.text, letter.html))
    }
}

#[cfg(test)]
mod tests {
    use events::newsletter_issue::IssueText;

    use super::*;

    fn issue(language: Language) -> IssueInLanguage {
        IssueInLanguage {
            content: IssueContent {
                uk: IssueText {
                    title: "Зимові новини <готелю>".into(),
                    html: "<p>Ми <b>відкрили</b> новий вольєр.</p>".into(),
                },
                en: IssueText {
                    title: "Winter news".into(),
                    html: "<p>We <b>opened</b> a new run.</p><ul><li>warm</li></ul>".into(),
                },
                image_id: Some("abc".into()),
                articles: vec![7, 3],
            },
            language,
            articles: vec![(7, "Як вибрати корм".into()), (3, "Зима & собаки".into())],
        }
    }

    /// `text` as the HTML part writes what people wrote: every character that could mean
    /// markup as a character reference.
    fn escaped(text: &str) -> String {
        ammonia::clean_text(text)
    }

    fn letters() -> IssueLetters {
        IssueLetters::new(SubscriptionKey::new(b"secret"), "https://doghotel.test/")
    }

    #[test]
    fn each_language_reads_its_own_texts_with_its_links() {
        let letters = letters();
        let uk = letters.letter(&issue(Language::Uk), "0a1b");
        assert_eq!(uk.subject, "Зимові новини <готелю>");
        let html_has = |part: &str| uk.html.contains(part);
        assert!(html_has(&escaped("Зимові новини <готелю>")), "{}", uk.html);
        assert!(html_has("<p>Ми <b>відкрили</b> новий вольєр.</p>"));
        assert!(html_has(&escaped("https://doghotel.test/article/7")));
        assert!(html_has(&escaped("Зима & собаки")));
        assert!(html_has(&escaped(
            "https://doghotel.test/media/abc/detail.jpg"
        )));
        for line in [
            "Ми **відкрили** новий вольєр.",
            "- Зима & собаки: https://doghotel.test/article/3",
            "https://doghotel.test/newsletter/unsubscribe?token=0a1b.",
        ] {
            assert!(uk.text.contains(line), "{line} in {}", uk.text);
        }
        let en = letters.letter(&issue(Language::En), "0a1b");
        assert_eq!(en.subject, "Winter news");
        assert!(en
            .text
            .contains("https://doghotel.test/en/newsletter/unsubscribe?token=0a1b."));
        assert!(en
            .html
            .contains(&escaped("https://doghotel.test/en/article/7")));
        assert!(
            !en.html.contains('{') && !en.text.contains('{'),
            "{}",
            en.text
        );
    }

    #[test]
    fn the_picture_is_linked_where_the_sites_photos_are_served() {
        let letters = letters().with_media_links(MediaLinks::public("https://photos.test/site"));
        let letter = letters.letter(&issue(Language::Uk), "0a1b");
        assert!(letter
            .html
            .contains(&escaped("https://photos.test/site/abc/detail.jpg")));
        // The rest of the letter still leads to the site.
        assert!(letter
            .html
            .contains(&escaped("https://doghotel.test/article/7")));
    }

    #[test]
    fn the_mail_can_be_unsubscribed_from_in_one_click() {
        let letters = letters();
        let hotel: Mailbox = "doghotel <hotel@doghotel.test>".parse().unwrap();
        let letter = letters.letter(&issue(Language::En), "0a1b");
        let message = letters
            .message(
                &hotel,
                "olena@ukr.net",
                "0a1b",
                letter,
                "<n-1@doghotel>".into(),
            )
            .unwrap();
        let raw = String::from_utf8(message.formatted()).unwrap();
        let token = letters.key.link_token("0a1b", LinkPurpose::Unsubscribe);
        assert!(
            raw.contains(&format!(
                "List-Unsubscribe: <https://doghotel.test/api/newsletter/unsubscribe/one-click?token={token}>"
            )),
            "{raw}"
        );
        assert!(raw.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
        assert!(raw.contains("multipart/alternative"));
    }
}
