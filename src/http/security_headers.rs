use axum::http::{header, HeaderName, HeaderValue};
use axum::response::Response;

/// The policy allows only our own scripts; inline styles stay allowed because React sets
/// `style` attributes, and OpenStreetMap's embed (and nothing else) may be framed for the
/// contacts page's map; the page asks the same host first whether it answers at all (a frame
/// that cannot load shows the browser's error page and reports no failure).
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; \
    connect-src 'self' https://www.openstreetmap.org; \
    frame-src https://www.openstreetmap.org; frame-ancestors 'none'; \
    base-uri 'self'; form-action 'self'; object-src 'none'";

/// The headers every answer carries, unless its route set its own. Checked once, when the
/// server is compiled: `from_static` at run time checks every byte of the policy again.
const HEADERS: [(HeaderName, HeaderValue); 5] = [
    (
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    ),
    (
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    ),
    (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
    (
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    ),
    (
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=()"),
    ),
];

/// Adds the security headers to an answer; one step of the server's stack rather than a layer
/// per header, which would wrap (and clone, and drop) the service once more for each request.
pub fn add(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in HEADERS {
        if !headers.contains_key(&name) {
            headers.insert(name, value);
        }
    }
    response
}
