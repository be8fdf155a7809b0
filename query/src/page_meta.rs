//! The `<head>` of every HTML page the server sends. Single-page apps show crawlers and link
//! previews an empty shell; injecting the route's own title, description, canonical and
//! hreflang links, and Open Graph tags makes shared links and search results look right.
//!
//! Texts come from the web app's own locale files (`web/src/locales/*/meta.json`), compiled in,
//! so the browser and the server can never disagree about a page's title.

use std::collections::HashMap;

use events::dog::{AgeBand, DogSex};
use events::Language;

pub use crate::dogs::DogFacts;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct MetaTexts {
    site_name: String,
    pages: HashMap<String, PageTexts>,
    /// The words a dog page's description uses for its age band, by the band's JSON name.
    dog_ages: HashMap<AgeBand, String>,
    /// The words for a dog's sex, by `MALE` and `FEMALE`.
    dog_sexes: HashMap<DogSex, String>,
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
    WantAFriend,
    /// A dog's details page; whether the dog is public takes a lookup ([`DogFacts`]).
    Dog(i64),
    NotFound,
    ServerError,
    Admin,
}

impl Page {
    fn key(self) -> &'static str {
        match self {
            Page::Home => "home",
            Page::WantAFriend => "wantAFriend",
            Page::Dog(_) => "dog",
            Page::NotFound => "notFound",
            Page::ServerError => "serverError",
            Page::Admin => "admin",
        }
    }

    /// Pages that search engines should not list.
    fn hidden_from_search(self) -> bool {
        !matches!(self, Page::Home | Page::WantAFriend | Page::Dog(_))
    }
}

/// Where a path leads, before any texts are chosen: enough to decide whether the page needs a
/// lookup (a dog page does) and in which language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub page: Page,
    pub language: Language,
    found: bool,
    /// The path without its language prefix.
    rest: String,
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

    /// Where `path` leads. The language is the path's `/uk` or `/en` prefix, else the
    /// visitor's stored choice (`stored`, from the i18next cookie), else Ukrainian.
    pub fn route(&self, path: &str, stored: Option<Language>) -> Route {
        let (prefix, rest) = split_language(path);
        let language = match prefix.or(stored) {
            Some(Language::En) => Language::En,
            _ => Language::Uk,
        };
        let (page, found) = route(rest);
        Route {
            page,
            language,
            found,
            rest: rest.to_owned(),
        }
    }

    /// The meta of a routed page. A dog page needs the `dog` it shows; without one (an id that
    /// is unknown, hidden or deleted) it is the not-found page the web app will show.
    pub fn meta(&self, route: &Route, dog: Option<&DogFacts>) -> PageMeta {
        let (page, found) = match (route.page, dog) {
            (Page::Dog(_), None) => (Page::NotFound, false),
            (page, _) => (page, route.found),
        };
        let texts = match route.language {
            Language::En => &self.en,
            _ => &self.uk,
        };
        let dog = dog.filter(|_| matches!(page, Page::Dog(_)));
        let head = self.render(texts, page, route.language, &route.rest, dog);
        PageMeta {
            page,
            language: route.language,
            found,
            head,
        }
    }

    fn render(
        &self,
        texts: &MetaTexts,
        page: Page,
        language: Language,
        rest: &str,
        dog: Option<&DogFacts>,
    ) -> String {
        let (title, description) = match texts.pages.get(page.key()) {
            Some(p) => (p.title.clone(), p.description.clone()),
            None => (texts.site_name.clone(), String::new()),
        };
        let (title, description) = match dog {
            Some(dog) => (
                describe_dog(texts, &title, dog),
                describe_dog(texts, &description, dog),
            ),
            None => (title, description),
        };
        let description = description.as_str();
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
        if let Some(photo) = dog.and_then(|dog| dog.photo.as_deref()) {
            tag(format!(
                r#"<meta property="og:image" content="{}">"#,
                escape(&format!("{base}/media/{photo}/card.jpg"))
            ));
        }
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

/// Fills a dog page text's `{{name}}`, `{{size}}`, `{{age}}` and `{{gender}}`. The size is
/// a card label ("Medium"), lowered to sit inside a sentence.
fn describe_dog(texts: &MetaTexts, template: &str, dog: &DogFacts) -> String {
    let age = texts.dog_ages.get(&dog.age).map(String::as_str);
    let sex = texts.dog_sexes.get(&dog.sex).map(String::as_str);
    template
        .replace("{{name}}", &dog.name)
        .replace("{{size}}", &dog.size.to_lowercase())
        .replace("{{age}}", age.unwrap_or_default())
        .replace("{{gender}}", sex.unwrap_or_default())
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
    if let Some(id) = rest.strip_prefix("/want-a-friend/dog/") {
        return match crate::dogs::dog_id(id) {
            Some(id) => (Page::Dog(id), true),
            None => (Page::NotFound, false),
        };
    }
    match rest {
        "/" | "/home" => (Page::Home, true),
        "/want-a-friend" => (Page::WantAFriend, true),
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

    /// The meta of a page that needs no lookup.
    fn for_path(path: &str, stored: Option<Language>) -> PageMeta {
        let catalog = catalog();
        catalog.meta(&catalog.route(path, stored), None)
    }

    fn bim() -> DogFacts {
        DogFacts {
            name: "Bim & Co".to_owned(),
            size: "Medium".to_owned(),
            age: AgeBand::OneToFiveYears,
            sex: DogSex::Male,
            photo: Some("ab12".to_owned()),
        }
    }

    #[test]
    fn the_path_prefix_chooses_the_language_before_the_stored_choice() {
        let meta = for_path("/en", Some(Language::Uk));
        assert_eq!(meta.language, Language::En);
        let meta = for_path("/", Some(Language::En));
        assert_eq!(meta.language, Language::En);
        let meta = for_path("/", None);
        assert_eq!(meta.language, Language::Uk);
    }

    #[test]
    fn home_carries_canonical_and_hreflang_links_for_both_languages() {
        let head = for_path("/en/", None).head().to_owned();
        assert!(head.contains(r#"<link rel="canonical" href="https://doghotel.example/en">"#));
        assert!(head.contains(r#"hreflang="uk" href="https://doghotel.example/uk""#));
        assert!(head.contains(r#"hreflang="x-default" href="https://doghotel.example/""#));
        assert!(head.contains("<title>"));
    }

    #[test]
    fn unknown_paths_are_not_found_and_kept_out_of_search() {
        let meta = for_path("/uk/no-such-page", None);
        assert_eq!((meta.page, meta.found), (Page::NotFound, false));
        assert!(meta.head().contains("noindex"));
        assert!(!meta.head().contains("canonical"));
    }

    #[test]
    fn admin_pages_exist_but_stay_out_of_search() {
        let meta = for_path("/admin/profile", None);
        assert_eq!((meta.page, meta.found), (Page::Admin, true));
        assert!(meta.head().contains("noindex"));
    }

    #[test]
    fn the_dog_list_is_a_public_page_in_both_languages() {
        for (path, language) in [
            ("/want-a-friend", Language::Uk),
            ("/en/want-a-friend/", Language::En),
        ] {
            let meta = for_path(path, None);
            assert_eq!(
                (meta.page, meta.found, meta.language),
                (Page::WantAFriend, true, language)
            );
            assert!(meta.head().contains(r#"<link rel="canonical""#), "{path}");
        }
        let uk = for_path("/uk/want-a-friend", None);
        assert!(uk.head().contains("Хочу друга"));
    }

    #[test]
    fn a_dog_page_names_the_dog_its_size_age_and_sex_and_shows_its_photo() {
        let catalog = catalog();
        let route = catalog.route("/en/want-a-friend/dog/7", None);
        assert_eq!((route.page, route.language), (Page::Dog(7), Language::En));
        let meta = catalog.meta(&route, Some(&bim()));
        assert!(meta.found);
        let head = meta.head();
        assert!(
            head.contains(
                r#"<meta name="description" content="Bim &amp; Co: size medium, age 1 to 4 years, male."#
            ),
            "{head}"
        );
        assert!(head.contains("<title>Bim &amp; Co is looking for a home | DogHotel</title>"));
        assert!(head.contains(
            r#"<meta property="og:image" content="https://doghotel.example/media/ab12/card.jpg">"#
        ));
        assert!(head.contains(r#"href="https://doghotel.example/uk/want-a-friend/dog/7""#));

        let uk_bim = DogFacts {
            size: "Середній".to_owned(),
            ..bim()
        };
        let uk = catalog.meta(&catalog.route("/want-a-friend/dog/7", None), Some(&uk_bim));
        assert!(uk.head().contains("розмір — середній"), "{}", uk.head());
    }

    #[test]
    fn a_dog_page_without_a_public_dog_is_the_not_found_page() {
        let catalog = catalog();
        let route = catalog.route("/uk/want-a-friend/dog/7", None);
        let meta = catalog.meta(&route, None);
        assert_eq!((meta.page, meta.found), (Page::NotFound, false));
        assert!(meta.head().contains("noindex"));
        assert!(!meta.head().contains("og:image"));
        for path in [
            "/want-a-friend/dog/abc",
            "/want-a-friend/dog/0",
            "/want-a-friend/dog/+7",
            "/want-a-friend/dog/",
            "/want-a-friend/dog/99999999999999999999",
        ] {
            assert_eq!(catalog.route(path, None).page, Page::NotFound, "{path}");
        }
    }

    #[test]
    fn every_age_band_and_sex_has_words_in_both_languages() {
        let catalog = catalog();
        for texts in [&catalog.uk, &catalog.en] {
            for band in AgeBand::ALL {
                assert!(!texts.dog_ages[&band].is_empty(), "{band:?}");
            }
            for sex in [DogSex::Male, DogSex::Female] {
                assert!(!texts.dog_sexes[&sex].is_empty(), "{sex:?}");
            }
        }
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
