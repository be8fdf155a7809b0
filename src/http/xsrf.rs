//! The server hands every browser a random `XSRF-TOKEN` cookie; the web app echoes it in the
//! `X-XSRF-TOKEN` header. Another site can make the browser send the cookie but cannot read it,
//! so it cannot forge the header.

use axum::{
    extract::Request,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    middleware::Next,
    response::Response,
};
use errors::{ErrorBody, ErrorCode};

pub const COOKIE: &str = "XSRF-TOKEN";

/// The one call a mail program makes on its own (RFC 8058's one-click unsubscribe), with no
/// page and so no token. Forging it gains nothing: it acts only with the signed link mailed to
/// the subscriber, on that subscription alone.
const WITHOUT_TOKEN: &str = "/api/newsletter/unsubscribe/one-click";
pub const HEADER: &str = "x-xsrf-token";

const XSRF_TOKEN_INVALID: ErrorBody = ErrorBody::new(
    ErrorCode::XsrfTokenInvalid,
    "The page is out of date. Reload it and try again.",
);

pub async fn protect(request: Request, next: Next) -> Response {
    let cookie = cookie_value(request.headers(), COOKIE).map(str::to_owned);
    let changes_state = !matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    let path = request.uri().path();
    if changes_state && path.starts_with("/api/") && path != WITHOUT_TOKEN {
        let sent = request.headers().get(HEADER).and_then(|v| v.to_str().ok());
        let valid = matches!((&cookie, sent), (Some(c), Some(s)) if !c.is_empty() && c == s);
        if !valid {
            return XSRF_TOKEN_INVALID.answer(StatusCode::FORBIDDEN);
        }
    }
    let mut response = next.run(request).await;
    if cookie.is_none() {
        hand_out(&mut response);
    }
    response
}

/// Gives a browser that came without a token a new one with `response`.
pub fn hand_out(response: &mut Response) {
    // Readable by the page on purpose (no HttpOnly): the app must copy it into the header.
    let value = [COOKIE, "=", &new_token(), "; Path=/; SameSite=Strict"].concat();
    if let Ok(value) = HeaderValue::from_str(&value) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}

/// 24 random bytes as 48 hex digits. Every answer to a client without the cookie makes one, so
/// it is written digit by digit rather than formatted byte by byte (which was a seventh of the
/// server's work on a cached answer).
fn new_token() -> String {
    use rand::Rng;
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let bytes: [u8; 24] = rand::thread_rng().gen();
    let mut token = String::with_capacity(2 * bytes.len());
    for byte in bytes {
        token.push(char::from(DIGITS[usize::from(byte >> 4)]));
        token.push(char::from(DIGITS[usize::from(byte & 0x0f)]));
    }
    token
}

/// The value of one cookie of the request, if it was sent.
pub fn cookie_value<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_48_hex_digits_and_differ() {
        let (one, two) = (new_token(), new_token());
        assert_eq!(one.len(), 48);
        assert!(one
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        assert_ne!(one, two);
    }

    #[test]
    fn cookies_are_found_among_others() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("token=abc; XSRF-TOKEN=f00d; i18next=en"),
        );
        assert_eq!(cookie_value(&headers, COOKIE), Some("f00d"));
        assert_eq!(cookie_value(&headers, "i18next"), Some("en"));
        assert_eq!(cookie_value(&headers, "missing"), None);
    }
}
