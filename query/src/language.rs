use axum::http::HeaderMap;
use events::Language;

/// The language a request asks for in its `Accept-DHLanguage` header (SPEC §7); Ukrainian
/// when it names none.
pub fn request_language(headers: &HeaderMap) -> Language {
    let header = headers
        .get("accept-dhlanguage")
        .and_then(|v| v.to_str().ok());
    Language::from_header(header)
}
