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

/// A year: browsers that once reached the site over HTTPS keep to it, and a stranger on a café's
/// network cannot offer them the plain page instead. Subdomains are left out, since the hotel
/// may keep some that are not served over HTTPS.
const STRICT_TRANSPORT_SECURITY: HeaderValue = HeaderValue::from_static("max-age=31536000");

/// The security headers of this site's answers.
#[derive(Debug, Clone, Copy)]
pub struct SecurityHeaders {
    /// Sent only when visitors reach the site over HTTPS: over plain HTTP the header is
    /// ignored, and a local `http://localhost` must stay reachable.
    strict_transport: bool,
}

impl SecurityHeaders {
    /// The headers for a site visitors reach at `public_url`.
    pub fn for_site(public_url: &str) -> SecurityHeaders {
        SecurityHeaders {
            strict_transport: public_url.starts_with("https://"),
        }
    }

    /// Adds the security headers to an answer; one step of the server's stack rather than a
    /// layer per header, which would wrap (and clone, and drop) the service once more for each
    /// request.
    pub fn add(self, mut response: Response) -> Response {
        let headers = response.headers_mut();
        for (name, value) in HEADERS {
            if !headers.contains_key(&name) {
                headers.insert(name, value);
            }
        }
        if self.strict_transport {
            headers.insert(header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY);
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hsts_is_sent_only_for_a_site_served_over_https() {
        let hsts = |url: &str| {
            let answer = SecurityHeaders::for_site(url).add(Response::default());
            answer
                .headers()
                .get(header::STRICT_TRANSPORT_SECURITY)
                .cloned()
        };
        assert_eq!(
            hsts("https://doghotel.kyiv.ua"),
            Some(STRICT_TRANSPORT_SECURITY)
        );
        assert_eq!(hsts("http://localhost:8080"), None);
    }
}
