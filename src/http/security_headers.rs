use axum::http::{header, HeaderName, HeaderValue};
use tower_http::set_header::SetResponseHeaderLayer;

/// The policy allows only our own scripts; inline styles stay allowed because React sets
/// `style` attributes, and OpenStreetMap's embed (and nothing else) may be framed for the
/// contacts page's map; the page asks the same host first whether it answers at all (a frame
/// that cannot load shows the browser's error page and reports no failure).
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; \
    connect-src 'self' https://www.openstreetmap.org; \
    frame-src https://www.openstreetmap.org; frame-ancestors 'none'; \
    base-uri 'self'; form-action 'self'; object-src 'none'";

pub fn layers() -> [SetResponseHeaderLayer<HeaderValue>; 5] {
    let header = |name: HeaderName, value: &'static str| {
        SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
    };
    [
        header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        header(header::X_FRAME_OPTIONS, "DENY"),
        header(header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
        header(
            HeaderName::from_static("permissions-policy"),
            "camera=(), microphone=(), geolocation=()",
        ),
    ]
}
