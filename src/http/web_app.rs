//! Serves `web/dist`. Files under `assets/` have content hashes in their names, so they are
//! cached for a year; `index.html` is never cached, so a deploy reaches everyone at once.

use std::{path::Path, sync::Arc};

use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{Html, IntoResponse, Response},
    routing::get,
    Router,
};
use events::Language;
use query::page_meta::{DogFacts, MetaCatalog, Page, Route};
use sqlx::PgPool;
use tower_http::{services::ServeDir, set_header::SetResponseHeaderLayer};

use super::xsrf::cookie_value;

const HEAD_MARKER: &str = "<!--doghotel:head-->";

struct WebApp {
    /// `index.html` as built, or `None` when the app was not built.
    template: Option<String>,
    catalog: MetaCatalog,
    /// For the pages whose head names what they show (a dog page names the dog).
    pool: PgPool,
}

pub fn router(dist: &Path, catalog: MetaCatalog, pool: PgPool) -> Router {
    let template = std::fs::read_to_string(dist.join("index.html")).ok();
    if template.is_none() {
        tracing::warn!(dist = %dist.display(), "web app not built; run `make build`");
    }
    let app = Arc::new(WebApp {
        template,
        catalog,
        pool,
    });
    let immutable = SetResponseHeaderLayer::overriding(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    let short = SetResponseHeaderLayer::if_not_present(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    let assets = ServeDir::new(dist.join("assets")).fallback(get(not_found));
    let files = ServeDir::new(dist)
        .append_index_html_on_directories(false)
        .fallback(
            get(page)
                .layer(query::cache::cached_page(&["public_dogs"]))
                .with_state(app.clone()),
        );
    Router::new()
        .route("/index.html", get(page))
        .with_state(app)
        .nest_service(
            "/assets",
            tower::ServiceBuilder::new()
                .layer(immutable)
                .service(assets),
        )
        .fallback_service(tower::ServiceBuilder::new().layer(short).service(files))
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
    let route = app.catalog.route(path, stored);
    let dog = dog_facts(&app.pool, &route).await;
    let meta = app.catalog.meta(&route, dog.as_ref());
    let html = template.replacen(HEAD_MARKER, meta.head(), 1).replacen(
        r#"<html lang="uk">"#,
        &format!(r#"<html lang="{}">"#, meta.language.value()),
        1,
    );
    let status = if meta.found {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    let mut response = (status, Html(html)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// The dog a dog page shows, if it is published. A failed lookup is logged and the page sent
/// without the dog: the web app then tries the API itself and shows what it gets.
async fn dog_facts(pool: &PgPool, route: &Route) -> Option<DogFacts> {
    let Page::Dog(id) = route.page else {
        return None;
    };
    match query::public_dogs::facts(pool, route.language, id).await {
        Ok(facts) => facts,
        Err(error) => {
            tracing::error!(%error, dog = id, "cannot look up the dog of a dog page");
            None
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

    fn dist() -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("doghotel-dist-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(
            dir.join("index.html"),
            "<!doctype html><html lang=\"uk\"><head><!--doghotel:head--></head><body></body></html>",
        )
        .unwrap();
        std::fs::write(dir.join("assets/app-1234.js"), "console.log(1)").unwrap();
        std::fs::write(dir.join("robots.txt"), "User-agent: *").unwrap();
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
        let missing = fetch(app(), "/assets/gone-0000.js").await;
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    }
}
