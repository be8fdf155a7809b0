//! Serves `web/dist`. Files under `assets/` have content hashes in their names, so they are
//! cached for a year; `index.html` is never cached, so a deploy reaches everyone at once. Every
//! page path gets `index.html` with the page's own head, which `query::page_meta` resolves
//! from the path alone: this layer knows no page kinds. So do `robots.txt` and `sitemap.xml`.

use std::{path::Path, sync::Arc};

use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{Html, IntoResponse, Response},
    routing::get,
    Router,
};
use events::Language;
use query::page_meta::{MetaCatalog, PageHead};
use sqlx::PgPool;
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

use super::{
    first_screens::{PageStarts, Start},
    xsrf::cookie_value,
};

const HEAD_MARKER: &str = "<!--doghotel:head-->";
/// Around the public header's bar that `index.html` paints before the app has loaded; a page's
/// first screen goes in after the bar.
const FIRST_PAINT: (&str, &str) = (
    "<!--doghotel:first-paint-->",
    "<!--/doghotel:first-paint-->",
);

/// How long crawlers may keep `robots.txt` and `sitemap.xml`.
const BRIEFLY: HeaderValue = HeaderValue::from_static("public, max-age=3600");

struct WebApp {
    /// `index.html` as built, or `None` when the app was not built.
    template: Option<String>,
    catalog: MetaCatalog,
    starts: PageStarts,
    /// The read models pages are about.
    pool: PgPool,
}

pub fn router(dist: &Path, catalog: MetaCatalog, pool: PgPool) -> Router {
    let template = std::fs::read_to_string(dist.join("index.html")).ok();
    if template.is_none() {
        tracing::warn!(dist = %dist.display(), "web app not built; run `make build`");
    }
    let starts = PageStarts::load(dist, template.as_deref().unwrap_or_default());
    let app = Arc::new(WebApp {
        template,
        catalog: catalog.with_build(dist),
        starts,
        pool,
    });
    let immutable = SetResponseHeaderLayer::overriding(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    let short = SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, BRIEFLY);
    let assets = ServeDir::new(dist.join("assets")).fallback(get(not_found));
    let pages = get(page)
        .layer(query::cache::cached_page(
            query::page_meta::SubjectKind::READ_MODELS,
        ))
        .with_state(app.clone());
    let mut router = Router::new()
        .route("/index.html", get(page))
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", get(sitemap))
        .route("/uk/feed.xml", get(|app| feed(app, Language::Uk)))
        .route("/en/feed.xml", get(|app| feed(app, Language::En)))
        .with_state(app)
        .nest_service(
            "/assets",
            tower::ServiceBuilder::new()
                .layer(immutable)
                .service(assets),
        );
    // The few other files and folders of the build get a route each, found once here, so a
    // page (any other path) goes straight to its cached answer without a filesystem lookup.
    for (name, is_dir) in build_entries(dist) {
        let path = dist.join(&name);
        let files = tower::ServiceBuilder::new().layer(short.clone());
        router = if is_dir {
            router.nest_service(
                &format!("/{name}"),
                files.service(ServeDir::new(path).fallback(pages.clone())),
            )
        } else {
            router.route_service(&format!("/{name}"), files.service(ServeFile::new(path)))
        };
    }
    router.fallback_service(pages)
}

/// The build's top-level files and folders that are served as they are: all but `index.html`
/// (every page's template), `assets/` and the names the server makes itself.
fn build_entries(dist: &Path) -> Vec<(String, bool)> {
    const SERVED_OTHERWISE: [&str; 4] = ["index.html", "assets", "robots.txt", "sitemap.xml"];
    let Ok(entries) = std::fs::read_dir(dist) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let is_dir = entry.file_type().ok()?.is_dir();
            (!SERVED_OTHERWISE.contains(&name.as_str())).then_some((name, is_dir))
        })
        .collect()
}

async fn not_found() -> StatusCode {
    StatusCode::NOT_FOUND
}

/// Any path that is not a file: the app's `index.html` with the page's own head.
async fn page(State(app): State<Arc<WebApp>>, request: Request) -> Response {
    let path = match request.uri().path() {
        "/index.html" => "/",
        path => path,
    };
    let Some(template) = &app.template else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "The web app is not built yet: run `make build`.",
        )
            .into_response();
    };
    let stored = stored_language(request.headers());
    let page = app.catalog.page(&app.pool, path, stored).await;
    let start = app.starts.of(&page.page, page.language);
    let mut response = (page.status, Html(render(template, &page, start))).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if page.status == StatusCode::SERVICE_UNAVAILABLE {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    }
    response
}

/// `index.html` with a page's head and language, and how it starts: its first screen after the
/// public header's bar, or the app's files preloaded; without the bar on the admin app's pages.
fn render(template: &str, page: &PageHead, start: Start) -> String {
    let head = match start {
        Start::Screen { css, .. } => format!("{}<style>{css}</style>", page.head()),
        Start::App { preloads } => format!("{}{preloads}", page.head()),
    };
    let html = template.replacen(HEAD_MARKER, &head, 1).replacen(
        r#"<html lang="uk">"#,
        &format!(r#"<html lang="{}">"#, page.language.value()),
        1,
    );
    let block = html
        .find(FIRST_PAINT.0)
        .zip(html.find(FIRST_PAINT.1))
        .filter(|(opening, closing)| opening < closing);
    match (start, block) {
        (_, Some((opening, closing))) if !page.is_public() => {
            [&html[..opening], &html[closing + FIRST_PAINT.1.len()..]].concat()
        }
        (Start::Screen { html: screen, .. }, Some((_, closing))) => {
            [&html[..closing], screen, &html[closing..]].concat()
        }
        _ => html,
    }
}

async fn robots(State(app): State<Arc<WebApp>>) -> Response {
    let mut response = app.catalog.robots().into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, BRIEFLY);
    response
}

async fn sitemap(State(app): State<Arc<WebApp>>) -> Response {
    xml_answer(
        app.catalog.sitemap(&app.pool).await,
        "application/xml; charset=utf-8",
        "cannot list the published subjects for the sitemap",
    )
}

/// The blog's Atom feed in `language`.
async fn feed(State(app): State<Arc<WebApp>>, language: Language) -> Response {
    xml_answer(
        app.catalog.feed(&app.pool, language).await,
        "application/atom+xml; charset=utf-8",
        "cannot read the articles for the feed",
    )
}

/// An XML file made from the read models, cached briefly; 503 while they cannot be read.
fn xml_answer(
    xml: Result<String, sqlx::Error>,
    content_type: &'static str,
    failure: &str,
) -> Response {
    match xml {
        Ok(xml) => {
            let mut response = xml.into_response();
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
            headers.insert(header::CACHE_CONTROL, BRIEFLY);
            response
        }
        Err(error) => {
            tracing::error!(%error, "{failure}");
            let mut response = StatusCode::SERVICE_UNAVAILABLE.into_response();
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("60"));
            response
        }
    }
}

/// The language the visitor chose earlier, from i18next's cookie (SPEC §1 detection order).
fn stored_language(headers: &HeaderMap) -> Option<Language> {
    cookie_value(headers, "i18next").and_then(Language::parse)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tower::ServiceExt;

    async fn fetch(router: Router, path: &str) -> Response {
        router
            .oneshot(Request::get(path).body(axum::body::Body::empty()).unwrap())
            .await
            .unwrap()
    }

    /// Written once: the tests run side by side, and one rewriting a file another is reading
    /// would hand it half a template.
    fn dist() -> std::path::PathBuf {
        static DIST: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
        DIST.get_or_init(write_dist).clone()
    }

    fn write_dist() -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("doghotel-dist-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(
            dir.join("index.html"),
            "<!doctype html><html lang=\"uk\"><head><!--doghotel:head-->\
             <meta name=\"doghotel:start-scripts\" content=\"/assets/app-1234.js\"></head><body>\
             <div id=\"root\"><!--doghotel:first-paint--><header>bar</header>\
             <!--/doghotel:first-paint--></div></body></html>",
        )
        .unwrap();
        std::fs::create_dir_all(dir.join(".vite")).unwrap();
        std::fs::write(
            dir.join(".vite/first-screens.json"),
            r#"{"css": ".promo{}", "pages": {"home": {"uk": "<main>Готель</main>", "en": "<main>Hotel</main>"}}}"#,
        )
        .unwrap();
        std::fs::write(dir.join("assets/app-1234.js"), "console.log(1)").unwrap();
        std::fs::write(dir.join("robots.txt"), "User-agent: *").unwrap();
        std::fs::write(dir.join("favicon.svg"), "<svg/>").unwrap();
        dir
    }

    fn app() -> Router {
        // Never connects: no page these tests fetch needs a lookup.
        let pool = sqlx::postgres::PgPoolOptions::new()
            .connect_lazy("postgres://localhost/unused")
            .unwrap();
        router(&dist(), MetaCatalog::new("http://localhost:8080"), pool)
    }

    #[tokio::test]
    async fn pages_get_their_language_and_head_and_are_never_cached() {
        let response = fetch(app(), "/en").await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-cache");
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        let html = String::from_utf8(body.to_vec()).unwrap();
        assert!(html.contains(r#"<html lang="en">"#));
        assert!(html.contains("<title>"));
        assert!(!html.contains(HEAD_MARKER));
    }

    #[tokio::test]
    async fn public_pages_open_with_the_header_bar_and_the_admin_app_without() {
        let text = |response: Response| async {
            let body = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap();
            String::from_utf8(body.to_vec()).unwrap()
        };
        let public = text(fetch(app(), "/en/prices").await).await;
        assert!(public.contains("<header>bar</header>"));
        let admin = text(fetch(app(), "/admin/photogallery").await).await;
        assert!(!admin.contains("<header>bar</header>"));
        assert!(!admin.contains(FIRST_PAINT.0) && admin.contains(r#"<div id="root"></div>"#));
    }

    #[tokio::test]
    async fn a_page_with_a_first_screen_opens_with_it_and_others_with_the_app_preloaded() {
        let response = fetch(app(), "/en").await;
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        let html = String::from_utf8(body.to_vec()).unwrap();
        let head = &html[..html.find("</head>").unwrap()];
        assert!(head.contains("<style>.promo{}</style>") && !head.contains("modulepreload"));
        assert!(html.contains("<header>bar</header><main>Hotel</main><!--/doghotel:first-paint-->"));
        let body = axum::body::to_bytes(fetch(app(), "/en/prices").await.into_body(), usize::MAX)
            .await
            .unwrap();
        let other = String::from_utf8(body.to_vec()).unwrap();
        assert!(!other.contains("<main>") && !other.contains(".promo{}"));
        assert!(other.contains(
            r#"<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-1234.js">"#
        ));
    }

    #[tokio::test]
    async fn unknown_paths_answer_404_with_the_app() {
        let response = fetch(app(), "/uk/no-such-page").await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        assert!(String::from_utf8_lossy(&body).contains("noindex"));
    }

    #[tokio::test]
    async fn hashed_assets_are_immutable_and_other_files_cached_briefly() {
        let asset = fetch(app(), "/assets/app-1234.js").await;
        assert_eq!(asset.status(), StatusCode::OK);
        assert!(asset.headers()[header::CACHE_CONTROL]
            .to_str()
            .unwrap()
            .contains("immutable"));
        let robots = fetch(app(), "/robots.txt").await;
        assert_eq!(
            robots.headers()[header::CACHE_CONTROL],
            "public, max-age=3600"
        );
        let icon = fetch(app(), "/favicon.svg").await;
        assert_eq!(
            icon.headers()[header::CACHE_CONTROL],
            "public, max-age=3600"
        );
        let missing = fetch(app(), "/assets/gone-0000.js").await;
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    }
}
