/// Uploaded photos' variants, served from the media store with an immutable cache lifetime.
pub mod media;
/// Headers every answer carries: content security policy, no sniffing, no framing.
pub mod security_headers;
/// The built web app: hashed assets cached forever, `index.html` with the page's own head.
pub mod web_app;
/// Double-submit XSRF protection for every state-changing API call (SPEC §7).
pub mod xsrf;

use axum::{http::StatusCode, response::IntoResponse, Json};
use serde_json::json;

/// The answer for API paths no route knows, in the same JSON shape as every API error.
pub async fn api_not_found() -> impl IntoResponse {
    (
        StatusCode::NOT_FOUND,
        Json(json!({ "code": "notFound", "message": "Not found" })),
    )
}
