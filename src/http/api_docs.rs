//! `/api/docs`: the OpenAPI document (`/api/openapi.json`) browsable in Swagger UI. The UI's
//! script and styles come with the web build (`web/dist/api-docs/`, copied from the
//! `swagger-ui-dist` package) and the page starts it from a script of its own, so the site's
//! content security policy (scripts from this server only, no inline ones) holds here too.

use std::path::Path;

use axum::{
    http::header,
    response::{Html, IntoResponse},
    routing::get,
    Router,
};
use tower_http::services::ServeDir;

const PAGE: &str = r#"<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>doghotel API</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="/api/docs/ui/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/ui/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
"#;

/// Starts the UI on our document. "Try it out" sends the XSRF header state-changing calls
/// need, as the web app does; no validator badge, which would load an image from elsewhere.
const START: &str = r#"window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  requestInterceptor: (request) => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
    if (cookie) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.slice(11));
    return request;
  },
});
"#;

/// The page, its start script and the UI's files from `dist`, relative to `/api`.
pub fn router(dist: &Path) -> Router {
    Router::new()
        .route("/docs", get(|| async { Html(PAGE) }))
        .route(
            "/docs/start.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript")], START).into_response() }),
        )
        .nest_service("/docs/ui", ServeDir::new(dist.join("api-docs")))
}
