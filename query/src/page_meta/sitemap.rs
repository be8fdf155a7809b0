//! `robots.txt` and `sitemap.xml`: every indexed route of the route table in each language,
//! with its hreflang alternates, and for a route about a subject, one entry per published
//! subject of its kind.

use events::Language;
use sqlx::PgPool;

use super::head::escape;
use super::route_table::address;
use super::{alternates, MetaCatalog};

impl MetaCatalog {
    /// Crawlers may go anywhere but the sections kept out of search; the sitemap lists the rest.
    pub fn robots(&self) -> String {
        let mut robots = String::from("User-agent: *\n");
        for section in self.routes.unlisted_sections() {
            robots.push_str(&format!("Disallow: {section}\n"));
        }
        robots.push_str(&format!("\nSitemap: {}/sitemap.xml\n", self.public_url));
        robots
    }

    pub async fn sitemap(&self, pool: &PgPool) -> Result<String, sqlx::Error> {
        let mut addresses = Vec::new();
        for row in self.routes.indexed() {
            match row.subject {
                None => addresses.push(address(row, None)),
                Some(kind) => {
                    for id in kind.published(pool).await? {
                        addresses.push(address(row, Some(&id)));
                    }
                }
            }
        }
        let mut xml = String::from(concat!(
            r#"<?xml version="1.0" encoding="UTF-8"?>"#,
            "\n",
            r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">"#,
            "\n"
        ));
        for address in &addresses {
            let alternates: Vec<(&str, String)> = alternates()
                .map(|(hreflang, language)| (hreflang, self.url(language, address)))
                .collect();
            for language in Language::WITH_TEXTS {
                let loc = self.url(Some(language), address);
                xml.push_str(&format!("<url>\n<loc>{}</loc>\n", escape(&loc)));
                for (hreflang, href) in &alternates {
                    xml.push_str(&format!(
                        "<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>\n",
                        escape(href)
                    ));
                }
                xml.push_str("</url>\n");
            }
        }
        xml.push_str("</urlset>\n");
        Ok(xml)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn robots_keep_crawlers_out_of_the_admin_and_point_to_the_sitemap() {
        let robots = MetaCatalog::new("https://doghotel.example/").robots();
        assert_eq!(
            robots,
            "User-agent: *\nDisallow: /admin\n\nSitemap: https://doghotel.example/sitemap.xml\n"
        );
    }
}
