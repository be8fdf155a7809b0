//! The `<head>` of every HTML page the server sends, and the site's `robots.txt` and
//! `sitemap.xml`. Single-page apps show crawlers and link previews an empty shell; injecting
//! the route's own title, description, canonical and hreflang links and Open Graph tags makes
//! shared links and search results look right, and preloading the first picture and embedding
//! the first screen's data lets the page draw without waiting for a second round trip.
//!
//! Everything comes from one route table (the web app's `routes.json`), the web app's texts
//! and the subjects' read models; the HTTP layer only asks for a path.

/// The blog's Atom feed in each language.
mod feed;
/// The tags of a resolved head.
mod head;
/// A picture's `srcset` and `sizes`, for preloads that match the page's `<img>`.
mod picture;
/// The built files of each page's lazily loaded code.
mod preloads;
/// Paths to pages, from the route table the web app's router reads too.
mod route_table;
/// `robots.txt` and `sitemap.xml`.
mod sitemap;
/// What a page is about: one module per kind (dogs now).
mod subjects;
/// Page texts from the web app's `meta.json`.
mod texts;

use axum::http::StatusCode;
use events::media_path::MediaLinks;
use events::Language;
use sqlx::PgPool;

use head::{Head, Links};
use preloads::Preloads;
use route_table::{address, Route, RouteTable};
use subjects::{List, Subject};
use texts::Texts;

pub use head::DATA_SCRIPT_ID;
pub use subjects::SubjectKind;

/// What the server puts into one page's HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageHead {
    /// The page's key in the route table and `meta.json`: `home`, `dog`, `notFound`...
    pub page: String,
    pub language: Language,
    /// 404 for paths no page answers (the app still loads and shows its not-found page); 503
    /// when the page's subject could not be looked up.
    pub status: StatusCode,
    head: String,
}

/// The one page kind that is not the public site's: the admin app, with a header of its own.
const ADMIN_PAGE: &str = "admin";

impl PageHead {
    /// A page of the public site, which opens with the public header's bar painted in plain
    /// HTML; the admin app draws its own.
    pub fn is_public(&self) -> bool {
        self.page != ADMIN_PAGE
    }

    /// The tags that replace the `<!--doghotel:head-->` marker of `index.html`.
    pub fn head(&self) -> &str {
        &self.head
    }
}

/// What a page's route needed looked up.
#[derive(Debug, Default)]
struct Lookups {
    subject: Option<Subject>,
    list: Option<List>,
    /// The hotel's contact details, which every public page's footer shows.
    contacts: Option<subjects::EmbeddedQuery>,
}

/// The route table and page texts, parsed once at start.
#[derive(Debug)]
pub struct MetaCatalog {
    routes: RouteTable,
    texts: Texts,
    public_url: String,
    preloads: Preloads,
    media: MediaLinks,
}

impl MetaCatalog {
    /// `public_url` is the site's address as visitors see it, e.g. `https://doghotel.kyiv.ua`.
    pub fn new(public_url: &str) -> MetaCatalog {
        MetaCatalog {
            routes: RouteTable::load(),
            texts: Texts::load(),
            public_url: public_url.trim_end_matches('/').to_owned(),
            preloads: Preloads::default(),
            media: MediaLinks::served(),
        }
    }

    /// Heads whose photos are linked where `media` says.
    pub fn with_media_links(mut self, media: MediaLinks) -> MetaCatalog {
        self.media = media;
        self
    }

    /// Heads that also preload each page's lazily loaded code, as built into `dist`.
    pub fn with_build(mut self, dist: &std::path::Path) -> MetaCatalog {
        self.preloads = Preloads::load(dist, &self.routes);
        self
    }

    /// The head of the page at `path`. Its language is the path's `/uk` or `/en` prefix, else
    /// the visitor's stored choice (`stored`, from the i18next cookie), else Ukrainian.
    pub async fn page(&self, pool: &PgPool, path: &str, stored: Option<Language>) -> PageHead {
        let route = self.routes.route(path, stored);
        let row = self.routes.row(&route);
        let mut lookups = Lookups::default();
        if let (Some(kind), Some(id)) = (row.subject, route.param.as_deref()) {
            let texts = self.texts.of(route.language);
            match kind.find(pool, texts, route.language, id).await {
                Ok(subject) => lookups.subject = subject,
                Err(error) => {
                    tracing::error!(%error, path, "cannot look up the subject of a page");
                    return self.unavailable(&route);
                }
            }
        }
        if let Some(kind) = row.list {
            // The page works without it: the web app then fetches the list itself.
            match kind.first_page(pool, route.language).await {
                Ok(list) => lookups.list = Some(list),
                Err(error) => tracing::error!(%error, path, "cannot look up a page's list"),
            }
        }
        if row.page.as_deref() != Some(ADMIN_PAGE) {
            // The page works without them: the footer then shows the built-in details until
            // the web app has fetched them.
            match crate::contact_details::public_contacts(pool, route.language.texts()).await {
                Ok(contacts) => lookups.contacts = contacts.map(contacts_query),
                Err(error) => tracing::error!(%error, path, "cannot look up the contact details"),
            }
        }
        self.resolve(&route, lookups)
    }

    /// The head of a routed page from what its route needed looked up. A route whose subject
    /// was not found is the not-found page.
    fn resolve(&self, route: &Route, lookups: Lookups) -> PageHead {
        let row = self.routes.row(route);
        let route = match (row.subject, &lookups.subject) {
            (Some(_), None) => self.routes.not_found(route),
            _ => route.clone(),
        };
        let row = self.routes.row(&route);
        let page = row.page.clone().unwrap_or_default();
        let texts = self.texts.of(route.language);
        let subject = lookups.subject.filter(|_| row.subject.is_some());
        let fields = subject.as_ref().map_or(&[][..], |s| &s.fields[..]);
        let (title, description) = texts.page(&page, fields);
        let description = subject
            .as_ref()
            .and_then(|subject| subject.description.clone())
            .unwrap_or(description);
        let links = row.indexed.then(|| {
            let address = address(row, subject.as_ref().map(|s| s.id.as_str()));
            self.links(route.language, &address)
        });
        let mut queries = Vec::new();
        let mut pictures = Vec::new();
        let (mut image, mut main_picture) = (None, None);
        if let Some(subject) = subject {
            image = subject
                .preview
                .map(|path| self.media.absolute(&self.public_url, &path));
            main_picture = subject.picture;
            queries.extend(subject.queries);
        }
        if let Some(list) = lookups.list {
            pictures = list.pictures;
            queries.extend(list.queries);
        }
        queries.extend(lookups.contacts);
        let head = Head {
            language: route.language,
            site_name: &texts.site_name,
            title: texts.title(&title),
            description,
            links,
            image,
            main_picture,
            pictures,
            queries,
            code: self.preloads.tags(&page, route.language),
            media: &self.media,
        };
        PageHead {
            status: match row.error_status {
                Some(404) => StatusCode::NOT_FOUND,
                _ => StatusCode::OK,
            },
            page,
            language: route.language,
            head: head.render(),
        }
    }

    /// A page whose subject could not be looked up: the app loads and asks the API itself;
    /// crawlers are told to come back rather than to forget the address.
    fn unavailable(&self, route: &Route) -> PageHead {
        let texts = self.texts.of(route.language);
        let head = Head {
            language: route.language,
            site_name: &texts.site_name,
            title: texts.site_name.clone(),
            description: String::new(),
            links: None,
            image: None,
            main_picture: None,
            pictures: Vec::new(),
            queries: Vec::new(),
            code: "",
            media: &self.media,
        };
        PageHead {
            page: self.routes.row(route).page.clone().unwrap_or_default(),
            language: route.language,
            status: StatusCode::SERVICE_UNAVAILABLE,
            head: head.render(),
        }
    }

    /// The canonical address of a page (its address without the language prefix) in
    /// `language`, and its hreflang alternates: each language, and the unprefixed address
    /// as the default.
    fn links(&self, language: Language, address: &str) -> Links {
        Links {
            canonical: self.url(Some(language), address),
            alternates: alternates()
                .map(|(hreflang, language)| (hreflang, self.url(language, address)))
                .collect(),
        }
    }

    /// `https://site/en/want-a-friend`; `https://site/` for the unprefixed home page.
    fn url(&self, language: Option<Language>, address: &str) -> String {
        match language {
            Some(language) => format!("{}/{}{address}", self.public_url, language.value()),
            None if address.is_empty() => format!("{}/", self.public_url),
            None => format!("{}{address}", self.public_url),
        }
    }
}

/// The contact details as the web app's `getContacts` query receives them.
fn contacts_query(contacts: crate::contact_details::PublicContacts) -> subjects::EmbeddedQuery {
    subjects::EmbeddedQuery {
        endpoint: "getContacts",
        arg: None,
        page_param: None,
        // A derived `Serialize` of plain strings and numbers cannot fail.
        data: serde_json::to_value(contacts).unwrap_or_default(),
    }
}

/// The hreflang values of a page's alternates and the language each address carries.
fn alternates() -> impl Iterator<Item = (&'static str, Option<Language>)> {
    Language::WITH_TEXTS
        .into_iter()
        .map(|language| (language.value(), Some(language)))
        .chain([("x-default", None)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> MetaCatalog {
        MetaCatalog::new("https://doghotel.example/")
    }

    /// A pool that never connects: pages resolved with it must need no lookup (the footer's
    /// contact details are then left out).
    fn no_database() -> PgPool {
        sqlx::postgres::PgPoolOptions::new()
            .connect_lazy("postgres://localhost/unused")
            .unwrap()
    }

    /// The head of a page that needs no lookup.
    fn for_path(path: &str, stored: Option<Language>) -> PageHead {
        let catalog = catalog();
        let route = catalog.routes.route(path, stored);
        catalog.resolve(&route, Lookups::default())
    }

    fn bim() -> Subject {
        Subject {
            id: "7".to_owned(),
            fields: vec![
                ("name", "Bim & Co".to_owned()),
                ("size", "medium".to_owned()),
                ("age", "1 to 4 years".to_owned()),
                ("gender", "male".to_owned()),
            ],
            preview: Some("/media/ab12/card.jpg".to_owned()),
            picture: Some(picture::Picture {
                files: vec![("/media/ab12/detail.webp".to_owned(), 960)],
                sizes: "100vw".to_owned(),
            }),
            description: None,
            queries: vec![subjects::EmbeddedQuery {
                endpoint: "getDog",
                arg: Some("7".into()),
                page_param: None,
                data: serde_json::json!({ "id": 7 }),
            }],
        }
    }

    fn dog_page(path: &str, subject: Option<Subject>) -> PageHead {
        let catalog = catalog();
        let route = catalog.routes.route(path, None);
        let lookups = Lookups {
            subject,
            ..Lookups::default()
        };
        catalog.resolve(&route, lookups)
    }

    #[test]
    fn every_page_of_the_route_table_has_texts_in_both_languages() {
        let catalog = catalog();
        for language in Language::WITH_TEXTS {
            for page in catalog.routes.pages() {
                assert!(
                    catalog.texts.of(language).has_page(page),
                    "{page} {language}"
                );
            }
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
        let alias = for_path("/uk/home", None);
        assert_eq!(alias.page, "home");
        assert!(alias
            .head()
            .contains(r#"<link rel="canonical" href="https://doghotel.example/uk">"#));
    }

    #[test]
    fn unknown_paths_are_not_found_and_kept_out_of_search() {
        let meta = for_path("/uk/no-such-page", None);
        assert_eq!(
            (meta.page.as_str(), meta.status),
            ("notFound", StatusCode::NOT_FOUND)
        );
        assert!(meta.head().contains("noindex"));
        assert!(!meta.head().contains("canonical"));
    }

    #[test]
    fn admin_pages_exist_but_stay_out_of_search() {
        let meta = for_path("/admin/profile", None);
        assert_eq!((meta.page.as_str(), meta.status), ("admin", StatusCode::OK));
        assert!(meta.head().contains("noindex"));
    }

    #[test]
    fn the_error_page_exists_but_stays_out_of_search() {
        let meta = for_path("/en/500-internal-error", None);
        assert_eq!(
            (meta.page.as_str(), meta.status),
            ("serverError", StatusCode::OK)
        );
        assert!(meta
            .head()
            .contains("<title>Server error | DogHotel</title>"));
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
                (meta.page.as_str(), meta.status, meta.language),
                ("wantAFriend", StatusCode::OK, language)
            );
            assert!(meta.head().contains(r#"<link rel="canonical""#), "{path}");
        }
        let uk = for_path("/uk/want-a-friend", None);
        assert!(uk.head().contains("Хочу друга"));
    }

    #[test]
    fn the_dog_list_preloads_its_first_cards_and_embeds_its_first_page() {
        let catalog = catalog();
        let route = catalog.routes.route("/en/want-a-friend", None);
        let card = |id: &str| picture::Picture {
            files: vec![(format!("/media/{id}/card.webp"), 392)],
            sizes: "92vw".to_owned(),
        };
        let list = List {
            pictures: vec![card("a1"), card("b2")],
            queries: vec![subjects::EmbeddedQuery {
                endpoint: "getDogPages",
                arg: None,
                page_param: Some(1.into()),
                data: serde_json::json!({ "content": [], "last": true }),
            }],
        };
        let lookups = Lookups {
            list: Some(list),
            ..Lookups::default()
        };
        let head = catalog.resolve(&route, lookups).head().to_owned();
        // The first card at once; the second only where the first screen shows it.
        for (id, attributes) in [
            ("a1", r#" fetchpriority="high""#),
            ("b2", r#" media="(min-width: 600px)""#),
        ] {
            let preload = format!(
                r#"<link rel="preload" as="image" type="image/webp" imagesrcset="/media/{id}/card.webp 392w" imagesizes="92vw"{attributes}>"#
            );
            assert!(head.contains(&preload), "{head}");
        }
        assert!(head.contains(
            r#"<script type="application/json" id="doghotel-data">{"language":"en","queries":[{"endpoint":"getDogPages","pageParam":1,"data":{"content":[],"last":true}}]}</script>"#
        ), "{head}");
    }

    #[test]
    fn photos_served_from_a_public_address_are_linked_there_and_the_app_is_told() {
        let catalog =
            catalog().with_media_links(MediaLinks::public("https://photos.example/bucket/site/"));
        let route = catalog.routes.route("/en/want-a-friend/dog/7", None);
        let lookups = Lookups {
            subject: Some(bim()),
            ..Lookups::default()
        };
        let head = catalog.resolve(&route, lookups).head().to_owned();
        for tag in [
            r#"<meta property="og:image" content="https://photos.example/bucket/site/ab12/card.jpg">"#,
            r#"imagesrcset="https://photos.example/bucket/site/ab12/detail.webp 960w""#,
            r#"<meta name="doghotel:media" content="https://photos.example/bucket/site">"#,
        ] {
            assert!(head.contains(tag), "{tag} in {head}");
        }
        assert!(!head.contains("/media/"), "{head}");
        // Served by the site itself, nothing tells the app.
        assert!(!dog_page("/en/want-a-friend/dog/7", Some(bim()))
            .head()
            .contains("doghotel:media"));
    }

    #[test]
    fn a_dog_page_names_the_dog_its_size_age_and_sex_and_shows_its_photo() {
        let meta = dog_page("/en/want-a-friend/dog/7", Some(bim()));
        assert_eq!(
            (meta.page.as_str(), meta.language, meta.status),
            ("dog", Language::En, StatusCode::OK)
        );
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
        assert!(head.contains(
            r#"<link rel="preload" as="image" type="image/webp" imagesrcset="/media/ab12/detail.webp 960w" imagesizes="100vw" fetchpriority="high">"#
        ), "{head}");
        assert!(head.contains(r#"{"endpoint":"getDog","arg":"7","data":{"id":7}}"#));

        let uk_bim = Subject {
            fields: vec![("size", "середній".to_owned())],
            ..bim()
        };
        let uk = dog_page("/want-a-friend/dog/7", Some(uk_bim));
        assert!(uk.head().contains("розмір — середній"), "{}", uk.head());
    }

    #[tokio::test]
    async fn a_dog_page_without_a_public_dog_is_the_not_found_page() {
        let meta = dog_page("/uk/want-a-friend/dog/7", None);
        assert_eq!(
            (meta.page.as_str(), meta.status),
            ("notFound", StatusCode::NOT_FOUND)
        );
        assert!(meta.head().contains("noindex"));
        assert!(!meta.head().contains("og:image"));
        assert!(!meta.head().contains("doghotel-data"));
        // Ids that cannot name a dog are not looked up at all.
        let catalog = catalog();
        for path in [
            "/want-a-friend/dog/abc",
            "/want-a-friend/dog/0",
            "/want-a-friend/dog/+7",
            "/want-a-friend/dog/",
            "/want-a-friend/dog/99999999999999999999",
        ] {
            let meta = catalog.page(&no_database(), path, None).await;
            assert_eq!(meta.page, "notFound", "{path}");
        }
    }

    #[tokio::test]
    async fn a_failed_lookup_answers_503_without_claiming_the_page_is_gone() {
        let pool = sqlx::postgres::PgPoolOptions::new()
            .acquire_timeout(std::time::Duration::from_millis(200))
            .connect_lazy("postgres://nobody@127.0.0.1:1/unreachable")
            .unwrap();
        let meta = catalog().page(&pool, "/en/want-a-friend/dog/7", None).await;
        assert_eq!(meta.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(meta.head().contains("noindex"));
        assert!(meta.head().contains("<title>DogHotel</title>"));
    }
}
