//! The tags that replace the `<!--doghotel:head-->` marker of `index.html`.

use events::media_path::MediaLinks;
use events::Language;
use serde::Serialize;

use super::picture::Picture;
use super::subjects::EmbeddedQuery;

/// The `id` of the `<script type="application/json">` the web app seeds its queries from.
pub const DATA_SCRIPT_ID: &str = "doghotel-data";

/// The `name` of the `<meta>` that tells the web app where photos are linked, when elsewhere
/// than the site's own `/media`.
const MEDIA_META: &str = "doghotel:media";

/// Everything one page's head says, resolved.
pub struct Head<'a> {
    pub language: Language,
    pub site_name: &'a str,
    /// The full `<title>`, site name included.
    pub title: String,
    pub description: String,
    /// Canonical and hreflang links; `None` keeps the page out of search.
    pub links: Option<Links>,
    /// The link preview's image, an absolute URL.
    pub image: Option<String>,
    /// The picture the page shows first, fetched at once at high priority.
    pub main_picture: Option<Picture>,
    /// Further pictures of the first screen.
    pub pictures: Vec<Picture>,
    pub queries: Vec<EmbeddedQuery>,
    /// Preload links of the page's lazily loaded code, rendered.
    pub code: &'a str,
    /// Where the page links photos.
    pub media: &'a MediaLinks,
}

/// A page's addresses, absolute.
pub struct Links {
    pub canonical: String,
    /// By `hreflang`, `x-default` last.
    pub alternates: Vec<(&'static str, String)>,
}

#[derive(Serialize)]
struct EmbeddedData<'a> {
    language: Language,
    queries: &'a [EmbeddedQuery],
}

impl Head<'_> {
    pub fn render(&self) -> String {
        let mut head = String::with_capacity(1024);
        let mut tag = |line: String| {
            head.push_str(&line);
            head.push('\n');
        };
        tag(format!("<title>{}</title>", escape(&self.title)));
        tag(format!(
            r#"<meta name="description" content="{}">"#,
            escape(&self.description)
        ));
        match &self.links {
            None => tag(r#"<meta name="robots" content="noindex">"#.to_owned()),
            Some(links) => {
                tag(format!(
                    r#"<link rel="canonical" href="{}">"#,
                    escape(&links.canonical)
                ));
                for (language, href) in &links.alternates {
                    tag(format!(
                        r#"<link rel="alternate" hreflang="{language}" href="{}">"#,
                        escape(href)
                    ));
                }
            }
        }
        tag(r#"<meta property="og:type" content="website">"#.to_owned());
        tag(format!(
            r#"<meta property="og:site_name" content="{}">"#,
            escape(self.site_name)
        ));
        tag(format!(
            r#"<meta property="og:title" content="{}">"#,
            escape(&self.title)
        ));
        tag(format!(
            r#"<meta property="og:description" content="{}">"#,
            escape(&self.description)
        ));
        if let Some(links) = &self.links {
            tag(format!(
                r#"<meta property="og:url" content="{}">"#,
                escape(&links.canonical)
            ));
        }
        if let Some(image) = &self.image {
            tag(format!(
                r#"<meta property="og:image" content="{}">"#,
                escape(image)
            ));
        }
        tag(format!(
            r#"<link rel="alternate" type="application/atom+xml" title="{}" href="/{}/feed.xml">"#,
            escape(self.site_name),
            self.language.texts().value()
        ));
        tag(format!(
            r#"<meta property="og:locale" content="{}">"#,
            if self.language == Language::En {
                "en_US"
            } else {
                "uk_UA"
            }
        ));
        if let Some(address) = self.media.public_address() {
            // The web app links its photos where the server's head does (`mediaUrls.ts`).
            tag(format!(
                r#"<meta name="{MEDIA_META}" content="{}">"#,
                escape(address)
            ));
        }
        if !self.code.is_empty() {
            tag(self.code.to_owned());
        }
        if let Some(picture) = &self.main_picture {
            tag(preload(picture, self.media, r#" fetchpriority="high""#));
        }
        // A phone's first screen (SPEC §9: below 600 px, one column) shows only the first of a
        // list's pictures; fetching the others there would hold back the page's own code.
        for (index, picture) in self.pictures.iter().enumerate() {
            let attributes = match index {
                0 if self.main_picture.is_none() => r#" fetchpriority="high""#,
                0 => "",
                _ => r#" media="(min-width: 600px)""#,
            };
            tag(preload(picture, self.media, attributes));
        }
        if !self.queries.is_empty() {
            let data = EmbeddedData {
                language: self.language,
                queries: &self.queries,
            };
            let json = serde_json::to_string(&data).expect("embedded answers serialize");
            tag(format!(
                r#"<script type="application/json" id="{DATA_SCRIPT_ID}">{}</script>"#,
                escape_script(&json)
            ));
        }
        head
    }
}

/// A preload the browser matches to the page's `<picture>` by the same `srcset` and `sizes`.
fn preload(picture: &Picture, media: &MediaLinks, priority: &str) -> String {
    format!(
        r#"<link rel="preload" as="image" type="image/webp" imagesrcset="{}" imagesizes="{}"{priority}>"#,
        escape(&picture.srcset(media)),
        escape(&picture.sizes)
    )
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON inside a `<script>` element: `<` can only occur inside JSON strings, where `\u003c`
/// means the same, so no text (say, a dog's description) can close the element early.
fn escape_script(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn head() -> Head<'static> {
        Head {
            language: Language::En,
            site_name: "DogHotel",
            title: "Rex | DogHotel".to_owned(),
            description: "A dog.".to_owned(),
            links: None,
            image: None,
            main_picture: None,
            pictures: Vec::new(),
            queries: Vec::new(),
            code: "",
            media: &SERVED,
        }
    }

    static SERVED: MediaLinks = MediaLinks::served();

    #[test]
    fn texts_are_escaped() {
        assert_eq!(
            escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }

    #[test]
    fn embedded_answers_cannot_close_their_script_and_parse_back_unchanged() {
        let story = "</script><script>alert(1)</script> & more";
        let rendered = Head {
            queries: vec![EmbeddedQuery {
                endpoint: "getDog",
                arg: Some(json!("7")),
                page_param: None,
                data: json!({ "description": story }),
            }],
            ..head()
        }
        .render();
        let start = rendered.find(r#"id="doghotel-data">"#).unwrap() + 19;
        let end = rendered.rfind("</script>").unwrap();
        let json = &rendered[start..end];
        assert!(!json.contains('<'), "{json}");
        let data: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(data["language"], "en");
        assert_eq!(data["queries"][0]["endpoint"], "getDog");
        assert_eq!(data["queries"][0]["data"]["description"], story);
        assert!(data["queries"][0].get("pageParam").is_none());
    }

    #[test]
    fn a_page_without_answers_or_pictures_has_no_script_or_preload() {
        let rendered = head().render();
        assert!(!rendered.contains("<script"));
        assert!(!rendered.contains("preload"));
    }
}
