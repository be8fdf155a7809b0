//! Spreadsheets staff download (the inbox, the confirmed subscribers): CSV files that open as
//! they are in Excel and LibreOffice (UTF-8 with its byte-order mark, so Cyrillic reads right;
//! commas and quoting as RFC 4180), where no cell a visitor wrote can become a formula.

use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use chrono::Utc;

/// What spreadsheets take for the start of a formula: such a cell is written with a leading
/// apostrophe, which they show as text (OWASP's advice against CSV injection). A phone written
/// `+38(050)…` is one of them.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// `text` as a cell that shows as the text it is.
pub fn cell(text: &str) -> std::borrow::Cow<'_, str> {
    if text.starts_with(FORMULA_STARTS) {
        format!("'{text}").into()
    } else {
        text.into()
    }
}

/// A file that starts with the byte-order mark.
pub fn writer() -> csv::Writer<Vec<u8>> {
    csv::Writer::from_writer(b"\xEF\xBB\xBF".to_vec())
}

/// The bytes `writer` wrote.
pub fn finish(writer: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, csv::Error> {
    writer
        .into_inner()
        .map_err(|error| error.into_error().into())
}

/// `body` as a download named `{stem}-{today}.csv`, kept by no cache.
pub fn download(stem: &'static str, body: Vec<u8>) -> Response {
    let file = format!(
        "attachment; filename=\"{stem}-{}.csv\"",
        Utc::now().format("%Y-%m-%d")
    );
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/csv; charset=utf-8"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&file).expect("an ASCII file name"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        body,
    )
        .into_response()
}
