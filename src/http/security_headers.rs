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

/// The policy's image sources, which a public address of the photos joins.
const IMAGE_SOURCES: &str = "img-src 'self' data: blob:";

/// The headers every answer carries besides the policy, unless its route set its own. Checked
/// once, when the server is compiled: `from_static` at run time checks every byte again.
const HEADERS: [(HeaderName, HeaderValue); 4] = [
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
#[derive(Debug, Clone)]
pub struct SecurityHeaders {
    /// Sent only when visitors reach the site over HTTPS: over plain HTTP the header is
    /// ignored, and a local `http://localhost` must stay reachable.
    strict_transport: bool,
    content_security_policy: HeaderValue,
}

impl SecurityHeaders {
    /// The headers for a site visitors reach at `public_url`, whose pages link photos at
    /// `media_origin` too when that is given (the origin of `DOGHOTEL_MEDIA_PUBLIC_URL`).
    pub fn for_site(public_url: &str, media_origin: Option<&str>) -> SecurityHeaders {
        let content_security_policy = match media_origin {
            Some(origin) => HeaderValue::from_str(
                &CONTENT_SECURITY_POLICY
                    .replace(IMAGE_SOURCES, &format!("{IMAGE_SOURCES} {origin}")),
            )
            .expect("an origin is ASCII without controls"),
            None => HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        };
        SecurityHeaders {
            strict_transport: public_url.starts_with("https://"),
            content_security_policy,
        }
    }

    /// Adds the security headers to an answer; one step of the server's stack rather than a
    /// layer per header, which would wrap (and clone, and drop) the service once more for each
    /// request.
    pub fn add(&self, mut response: Response) -> Response {
        let headers = response.headers_mut();
        if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
            headers.insert(
                header::CONTENT_SECURITY_POLICY,
                self.content_security_policy.clone(),
            );
        }
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
            let answer = SecurityHeaders::for_site(url, None).add(Response::default());
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

    #[test]
    fn photos_linked_at_another_address_may_be_shown_from_there_alone() {
        let policy = |media: Option<&str>| {
            let answer = SecurityHeaders::for_site("https://doghotel.kyiv.ua", media)
                .add(Response::default());
            answer.headers()[header::CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .to_owned()
        };
        assert_eq!(policy(None), CONTENT_SECURITY_POLICY);
        let elsewhere = policy(Some("https://photos.example.org:8443"));
        assert!(
            elsewhere.contains("img-src 'self' data: blob: https://photos.example.org:8443;"),
            "{elsewhere}"
        );
        assert!(elsewhere.contains("script-src 'self';"), "{elsewhere}");
    }
}
