/// `/api/docs`: the OpenAPI document in Swagger UI, served from this server only.
pub mod api_docs;
/// The pages' first screens, rendered at build time and sent with the page before the app.
pub mod first_screens;
/// Uploaded photos' variants, served from the media store with an immutable cache lifetime.
pub mod media;
/// Stored public answers sent before routing, as the whole stack would have sent them.
pub mod memory_first;
/// `/metrics`, and the count of every answer it shows.
pub mod metrics;
/// Headers every answer carries: content security policy, no sniffing, no framing.
pub mod security_headers;
/// The built web app: hashed assets cached forever, `index.html` with the page's own head.
pub mod web_app;
/// Double-submit XSRF protection for every state-changing API call (SPEC §7).
pub mod xsrf;

use axum::{
    http::{HeaderName, StatusCode},
    response::Response,
};
use errors::ErrorBody;

/// Every answer carries the request's id: the client's, or one the server makes.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The answer for API paths no route knows, the same 404 as every other API error's.
pub async fn api_not_found() -> Response {
    ErrorBody::NOT_FOUND.answer(StatusCode::NOT_FOUND)
}
