//! The blog's Atom feed in each language (`/uk/feed.xml`, `/en/feed.xml`): the newest
//! articles published in that language, for feed readers.

use chrono::{DateTime, Utc};
use events::Language;
use sqlx::PgPool;

use super::head::escape;
use super::MetaCatalog;
use crate::blog::public::{latest_for_feed, FeedEntry};

/// How many of the newest articles a feed lists.
const ENTRIES: i64 = 20;

impl MetaCatalog {
    pub async fn feed(&self, pool: &PgPool, language: Language) -> Result<String, sqlx::Error> {
        let entries = latest_for_feed(pool, language, ENTRIES).await?;
        Ok(self.render_feed(language, &entries))
    }

    fn render_feed(&self, language: Language, entries: &[FeedEntry]) -> String {
        let texts = self.texts.of(language);
        let (blog_title, blog_description) = texts.page("blog", &[]);
        let blog = self.url(Some(language), "/blog");
        let feed = self.url(Some(language), "/feed.xml");
        // An empty blog is as new as the feed's first reading; a fixed date keeps it stable.
        let updated = entries
            .iter()
            .map(|entry| entry.published_at)
            .max()
            .unwrap_or(DateTime::<Utc>::UNIX_EPOCH);
        let mut xml = format!(
            concat!(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
                "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{lang}\">\n",
                "<title>{title}</title>\n<subtitle>{subtitle}</subtitle>\n",
                "<link href=\"{blog}\"/>\n<link rel=\"self\" href=\"{feed}\"/>\n",
                "<id>{feed}</id>\n<updated>{updated}</updated>\n",
            ),
            lang = language.value(),
            title = escape(&texts.title(&blog_title)),
            subtitle = escape(&blog_description),
            blog = escape(&blog),
            feed = escape(&feed),
            updated = updated.to_rfc3339(),
        );
        for entry in entries {
            let link = self.url(Some(language), &format!("/article/{}", entry.id));
            xml.push_str(&format!(
                concat!(
                    "<entry>\n<title>{title}</title>\n<link href=\"{link}\"/>\n<id>{link}</id>\n",
                    "<published>{at}</published>\n<updated>{at}</updated>\n",
                    "<category term=\"{category}\"/>\n<summary>{summary}</summary>\n</entry>\n",
                ),
                title = escape(&entry.title),
                link = escape(&link),
                at = entry.published_at.to_rfc3339(),
                category = escape(&entry.category),
                summary = escape(&entry.summary),
            ));
        }
        xml.push_str("</feed>\n");
        xml
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feed_lists_each_article_with_its_address_escaped() {
        let catalog = MetaCatalog::new("https://doghotel.example");
        let entry = FeedEntry {
            id: 7,
            title: "Cats & dogs <together>".to_owned(),
            category: "Tips".to_owned(),
            summary: "Short".to_owned(),
            published_at: "2026-11-20T10:00:00Z".parse().unwrap(),
        };
        let xml = catalog.render_feed(Language::En, &[entry]);
        assert!(xml.contains("<title>Cats &amp; dogs &lt;together&gt;</title>"));
        assert!(xml.contains(r#"<link href="https://doghotel.example/en/article/7"/>"#));
        assert!(xml.contains(r#"<link rel="self" href="https://doghotel.example/en/feed.xml"/>"#));
        assert!(xml.contains("<updated>2026-11-20T10:00:00+00:00</updated>"));
        assert!(xml.contains(r#"xml:lang="en""#));
    }
}
