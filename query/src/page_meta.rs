//! The `<head>` of every HTML page the server sends. Single-page apps show crawlers and link
//! previews an empty shell; injecting the route's own title, description, canonical and
//! hreflang links, and Open Graph tags makes shared links and search results look right.
//!
//! Texts come from the web app's own locale files (`web/src/locales/*/meta.json`), compiled in,
//! so the browser and the server can never disagree about a page's title.

use std::collections::HashMap;

use events::Language;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct MetaTexts {
    site_name: String,
    pages: HashMap<String, PageTexts>,
}

#[derive(Debug, Deserialize)]
struct PageTexts {
    title: String,
    description: String,
}

/// Which page a path shows, and whether it exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Home,
    NotFound,
    ServerError,
    Admin,
}

impl Page {
    fn key(self) -> &'static str {
        match self {
            Page::Home => "home",
            Page::NotFound => "notFound",
            Page::ServerError => "serverError",
            Page::Admin => "admin",
        }
    }

    /// Pages that search engines should not list.
    fn hidden_from_search(self) -> bool {
        !matches!(self, Page::Home)
    }
}

/// The head of one HTML answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageMeta {
    pub page: Page,
    pub language: Language,
    /// 404 for paths no page answers; the app still loads and shows its not-found page.
    pub found: bool,
    head: String,
}

impl PageMeta {
    /// The tags that replace the `<!--doghotel:head-->` marker of `index.html`.
    pub fn head(&self) -> &str {
        &self.head
    }
}

/// Page texts of both languages, parsed once at start.
#[derive(Debug)]
pub struct MetaCatalog {
    uk: MetaTexts,
    en: MetaTexts,
    public_url: String,
}

impl MetaCatalog {
    /// `public_url` is the site's address as visitors see it, e.g. `https://doghotel.kyiv.ua`.
    pub fn new(public_url: &str) -> MetaCatalog {
        let parse = |json: &str| -> MetaTexts {
            serde_json::from_str(json).expect("the web app's meta.json is valid")
        };
        MetaCatalog {
            uk: parse(include_str!("../../web/src/locales/uk/meta.json")),
            en: parse(include_str!("../../web/src/locales/en/meta.json")),
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// The meta of the page at `path`. The language is the path's `/uk` or `/en` prefix, else
    /// the visitor's stored choice (`stored`, from the i18next cookie), else Ukrainian.
    pub fn for_path(&self, path: &str, stored: Option<Language>) -> PageMeta {
        let (prefix, rest) = split_language(path);
        let language = match prefix.or(stored) {
            Some(Language::En) => Language::En,
            _ => Language::Uk,
        };
        let (page, found) = route(rest);
        let texts = match language {
            Language::En => &self.en,
            _ => &self.uk,
        };
        let head = self.render(texts, page, language, rest);
        PageMeta {
            page,
            language,
            found,
            head,
        }
    }

    fn render(&self, texts: &MetaTexts, page: Page, language: Language, rest: &str) -> String {
        let (title, description) = match texts.pages.get(page.key()) {
            Some(p) => (p.title.as_str(), p.description.as_str()),
            None => (texts.site_name.as_str(), ""),
        };
        let title = if title == texts.site_name {
            title.to_owned()
        } else {
            format!("{title} | {}", texts.site_name)
        };
        let base = &self.public_url;
        let url = |lang: &str| format!("{base}/{lang}{}", if rest == "/" { "" } else { rest });
        let canonical = url(language.value());
        let mut head = String::with_capacity(1024);
        let mut tag = |line: String| {
            head.push_str(&line);
            head.push('\n');
        };
        tag(format!("<title>{}</title>", escape(&title)));
        tag(format!(
            r#"<meta name="description" content="{}">"#,
            escape(description)
        ));
        if page.hidden_from_search() {
            tag(r#"<meta name="robots" content="noindex">"#.to_owned());
        } else {
            tag(format!(
                r#"<link rel="canonical" href="{}">"#,
                escape(&canonical)
            ));
            for lang in Language::WITH_TEXTS {
                tag(format!(
                    r#"<link rel="alternate" hreflang="{}" href="{}">"#,
                    lang.value(),
                    escape(&url(lang.value()))
                ));
            }
            tag(format!(
                r#"<link rel="alternate" hreflang="x-default" href="{}">"#,
                escape(&format!("{base}{rest}"))
            ));
        }
        tag(r#"<meta property="og:type" content="website">"#.to_owned());
        tag(format!(
            r#"<meta property="og:site_name" content="{}">"#,
            escape(&texts.site_name)
        ));
        tag(format!(
            r#"<meta property="og:title" content="{}">"#,
            escape(&title)
        ));
        tag(format!(
            r#"<meta property="og:description" content="{}">"#,
            escape(description)
        ));
        tag(format!(
            r#"<meta property="og:url" content="{}">"#,
            escape(&canonical)
        ));
        tag(format!(
            r#"<meta property="og:locale" content="{}">"#,
            if language == Language::En {
                "en_US"
            } else {
                "uk_UA"
            }
        ));
        head
    }
}

/// Splits `/en/admin` into (`En`, `/admin`); a path without a language prefix keeps its whole.
fn split_language(path: &str) -> (Option<Language>, &str) {
    for (prefix, language) in [("/uk", Language::Uk), ("/en", Language::En)] {
        if let Some(rest) = path.strip_prefix(prefix) {
            if rest.is_empty() {
                return (Some(language), "/");
            }
            if rest.starts_with('/') {
                return (Some(language), rest);
            }
        }
    }
    (None, if path.is_empty() { "/" } else { path })
}

/// The page a language-free path shows, and whether it exists.
fn route(rest: &str) -> (Page, bool) {
    let rest = if rest.len() > 1 {
        rest.trim_end_matches('/')
    } else {
        rest
    };
    match rest {
        "/" | "/home" => (Page::Home, true),
        "/500-internal-error" => (Page::ServerError, true),
        "/404-not-found" => (Page::NotFound, false),
        _ if rest == "/admin" || rest.starts_with("/admin/") => (Page::Admin, true),
        _ => (Page::NotFound, false),
    }
}

fn escape(text: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> MetaCatalog {
        MetaCatalog::new("https://doghotel.example/")
    }

    #[test]
    fn the_path_prefix_chooses_the_language_before_the_stored_choice() {
        let meta = catalog().for_path("/en", Some(Language::Uk));
        assert_eq!(meta.language, Language::En);
        let meta = catalog().for_path("/", Some(Language::En));
        assert_eq!(meta.language, Language::En);
        let meta = catalog().for_path("/", None);
        assert_eq!(meta.language, Language::Uk);
    }

    #[test]
    fn home_carries_canonical_and_hreflang_links_for_both_languages() {
        let head = catalog().for_path("/en/", None).head().to_owned();
        assert!(head.contains(r#"<link rel="canonical" href="https://doghotel.example/en">"#));
        assert!(head.contains(r#"hreflang="uk" href="https://doghotel.example/uk""#));
        assert!(head.contains(r#"hreflang="x-default" href="https://doghotel.example/""#));
        assert!(head.contains("<title>"));
    }

    #[test]
    fn unknown_paths_are_not_found_and_kept_out_of_search() {
        let meta = catalog().for_path("/uk/no-such-page", None);
        assert_eq!((meta.page, meta.found), (Page::NotFound, false));
        assert!(meta.head().contains("noindex"));
        assert!(!meta.head().contains("canonical"));
    }

    #[test]
    fn admin_pages_exist_but_stay_out_of_search() {
        let meta = catalog().for_path("/admin/profile", None);
        assert_eq!((meta.page, meta.found), (Page::Admin, true));
        assert!(meta.head().contains("noindex"));
    }

    #[test]
    fn language_prefixes_are_whole_segments() {
        assert_eq!(split_language("/english"), (None, "/english"));
        assert_eq!(split_language("/uk"), (Some(Language::Uk), "/"));
        assert_eq!(split_language("/en/admin"), (Some(Language::En), "/admin"));
    }

    #[test]
    fn texts_are_escaped() {
        assert_eq!(
            escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
