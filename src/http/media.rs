//! `GET /media/{imageId}/{file}`: the variants of uploaded photos. Public, like the pages that
//! show them.
//!
//! A stored file never changes (its name is a content address), so browsers may keep it for a
//! year. The files asked for most are held in memory ([`HeldStore`]), so a request for one
//! never reaches the store, nor the router: [`Photos::ready_answer`] sends it from the server's
//! first step, the way the public cache sends its answers. Each answer carries the store's
//! `ETag` and `Last-Modified`, a revalidation that matches gets 304, and a single byte range
//! gets 206 with that range. A file too large to hold is sent as the store reads it.

use std::ops::Range;
use std::sync::{Arc, OnceLock};
use std::time::SystemTime;

use axum::{
    body::Body,
    extract::{MatchedPath, Path, Request, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use media::{FileFacts, Found, HeldFile, HeldStore, MediaKey, MediaStore};

const IMMUTABLE: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");
const PREFIX: &str = "/media/";

/// The photos, and what answering them before routing needs.
#[derive(Clone)]
pub struct Photos {
    store: Arc<HeldStore>,
    /// The route's name, which the metrics count answers by. The router names it on the first
    /// photo it answers, and a file is held only after the router has read it once.
    route: Arc<OnceLock<MatchedPath>>,
}

impl Photos {
    pub fn new(store: Arc<HeldStore>) -> Photos {
        Photos {
            store,
            route: Arc::new(OnceLock::new()),
        }
    }

    /// The answer to a request for a file held in memory and confirmed lately; `None` for
    /// every other request, which the router answers.
    pub fn ready_answer(&self, request: &Request) -> Option<Response> {
        if request.method() != Method::GET {
            return None;
        }
        let route = self.route.get()?;
        let key = MediaKey::parse(request.uri().path().strip_prefix(PREFIX)?)?;
        let content_type = key.image_type()?;
        let held = self.store.fresh(&key)?;
        let mut answer = typed(held_answer(&held, request.headers()), content_type);
        answer.extensions_mut().insert(route.clone());
        Some(answer)
    }
}

pub fn router(photos: Photos) -> Router {
    let files = Router::new()
        .route("/{image_id}/{file}", get(variant))
        // Every other path under /media is a miss too, not a page of the web app.
        .fallback(not_found)
        .with_state(photos);
    Router::new().nest("/media", files)
}

async fn variant(
    State(photos): State<Photos>,
    route: MatchedPath,
    Path((image_id, file)): Path<(String, String)>,
    request: HeaderMap,
) -> Response {
    photos.route.get_or_init(|| route);
    // Only keys the store could have written parse: no `..`, no other folder.
    let Some(key) = MediaKey::parse(&format!("{image_id}/{file}")) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // The manifest and a kept upload are stored beside the variants, never served.
    let Some(content_type) = key.image_type() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    match answer(&photos.store, &key, &request).await {
        Ok(Some(answer)) => typed(answer, content_type),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            tracing::error!(%key, "reading a media file failed: {error:#}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// An answer about a file, with the type of its variant and the year browsers may keep it.
fn typed(mut answer: Response, content_type: &'static str) -> Response {
    let headers = answer.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, IMMUTABLE);
    answer
}

/// The answer for file `key`, by what the request asks of it; `None` if there is no such file.
async fn answer(
    store: &HeldStore,
    key: &MediaKey,
    request: &HeaderMap,
) -> anyhow::Result<Option<Response>> {
    let read = match store.read(key).await? {
        None => return Ok(None),
        Some(Found::Held(held)) => return Ok(Some(held_answer(&held, request))),
        Some(Found::Streamed(read)) => read,
    };
    let facts = read.facts.clone();
    Ok(Some(match Wanted::of(request, &facts) {
        Wanted::Unchanged => not_modified(&facts),
        Wanted::Unsatisfiable => unsatisfiable(&facts),
        Wanted::Whole => sent(&facts, StatusCode::OK, Body::from_stream(read.bytes), None),
        Wanted::Part(range) => {
            drop(read);
            let Some(part) = store.open(key, Some(range.clone())).await? else {
                return Ok(None);
            };
            let body = Body::from_stream(part.bytes);
            sent(&facts, StatusCode::PARTIAL_CONTENT, body, Some(range))
        }
    }))
}

/// The answer for a file held in memory, by what the request asks of it.
fn held_answer(held: &HeldFile, request: &HeaderMap) -> Response {
    let facts = &held.facts;
    match Wanted::of(request, facts) {
        Wanted::Unchanged => not_modified(facts),
        Wanted::Unsatisfiable => unsatisfiable(facts),
        Wanted::Whole => sent(facts, StatusCode::OK, Body::from(held.bytes.clone()), None),
        Wanted::Part(range) => {
            let part = held.bytes.slice(range.start as usize..range.end as usize);
            sent(
                facts,
                StatusCode::PARTIAL_CONTENT,
                Body::from(part),
                Some(range),
            )
        }
    }
}

/// What a request asks of a file, by its conditional and range headers (RFC 9110 §13, §14).
#[derive(Debug, PartialEq)]
enum Wanted {
    /// The copy the browser has is current: 304.
    Unchanged,
    Whole,
    Part(Range<u64>),
    /// The range lies past the file's end: 416.
    Unsatisfiable,
}

impl Wanted {
    fn of(request: &HeaderMap, facts: &FileFacts) -> Wanted {
        let text = |name| {
            request
                .get(name)
                .and_then(|value: &HeaderValue| value.to_str().ok())
        };
        let unchanged = match text(header::IF_NONE_MATCH) {
            Some(tags) => matches_any(tags, &facts.etag),
            // Only when there is no If-None-Match, which is the more exact of the two.
            None => text(header::IF_MODIFIED_SINCE)
                .and_then(|since| httpdate::parse_http_date(since).ok())
                .is_some_and(|since| whole_seconds(facts.modified) <= since),
        };
        if unchanged {
            return Wanted::Unchanged;
        }
        let Some(range) = text(header::RANGE) else {
            return Wanted::Whole;
        };
        // A range is for the copy the browser has: if that is not this one, all of it is sent.
        let same_copy = match text(header::IF_RANGE) {
            None => true,
            Some(validator) if validator.starts_with('"') => validator == facts.etag,
            Some(date) => httpdate::parse_http_date(date)
                .is_ok_and(|date| whole_seconds(facts.modified) == date),
        };
        if !same_copy {
            return Wanted::Whole;
        }
        // A malformed range is ignored, as the RFC allows; several ranges in one answer
        // (multipart) no player or browser asks of a picture, so those get the whole file.
        let Ok(parsed) = http_range_header::parse_range_header(range) else {
            return Wanted::Whole;
        };
        match parsed.validate(facts.size).as_deref() {
            Ok([only]) => Wanted::Part(*only.start()..only.end() + 1),
            Ok(_) => Wanted::Whole,
            Err(_) => Wanted::Unsatisfiable,
        }
    }
}

/// Whether an `If-None-Match` list names `etag`, compared weakly as the RFC says for it.
fn matches_any(tags: &str, etag: &str) -> bool {
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    tags.trim() == "*" || tags.split(',').any(|tag| opaque(tag) == opaque(etag))
}

/// HTTP dates count whole seconds.
fn whole_seconds(time: SystemTime) -> SystemTime {
    httpdate::parse_http_date(&httpdate::fmt_http_date(time)).unwrap_or(time)
}

fn validators(facts: &FileFacts) -> [(header::HeaderName, String); 2] {
    [
        (header::ETAG, facts.etag.clone()),
        (
            header::LAST_MODIFIED,
            httpdate::fmt_http_date(facts.modified),
        ),
    ]
}

fn sent(facts: &FileFacts, status: StatusCode, body: Body, range: Option<Range<u64>>) -> Response {
    let mut answer = (status, validators(facts), body).into_response();
    let headers = answer.headers_mut();
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    if let Some(range) = range {
        let content_range = format!("bytes {}-{}/{}", range.start, range.end - 1, facts.size);
        headers.insert(header::CONTENT_LENGTH, (range.end - range.start).into());
        if let Ok(value) = HeaderValue::from_str(&content_range) {
            headers.insert(header::CONTENT_RANGE, value);
        }
    } else {
        headers.insert(header::CONTENT_LENGTH, facts.size.into());
    }
    answer
}

fn not_modified(facts: &FileFacts) -> Response {
    (StatusCode::NOT_MODIFIED, validators(facts)).into_response()
}

fn unsatisfiable(facts: &FileFacts) -> Response {
    let range = format!("bytes */{}", facts.size);
    (
        StatusCode::RANGE_NOT_SATISFIABLE,
        [(header::CONTENT_RANGE, range)],
    )
        .into_response()
}

async fn not_found() -> StatusCode {
    StatusCode::NOT_FOUND
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> FileFacts {
        FileFacts {
            size: 1000,
            modified: httpdate::parse_http_date("Sun, 29 Nov 2026 10:00:00 GMT").unwrap(),
            etag: "\"6a0b-3e8\"".to_owned(),
        }
    }

    fn wanted(headers: &[(&'static str, &str)]) -> Wanted {
        let mut request = HeaderMap::new();
        for (name, value) in headers {
            request.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        Wanted::of(&request, &facts())
    }

    #[test]
    fn a_browser_with_the_current_copy_is_told_so() {
        assert_eq!(
            wanted(&[("if-none-match", "\"6a0b-3e8\"")]),
            Wanted::Unchanged
        );
        assert_eq!(
            wanted(&[("if-none-match", "\"x\", W/\"6a0b-3e8\"")]),
            Wanted::Unchanged
        );
        assert_eq!(wanted(&[("if-none-match", "*")]), Wanted::Unchanged);
        assert_eq!(wanted(&[("if-none-match", "\"old\"")]), Wanted::Whole);
        let since = |date| wanted(&[("if-modified-since", date)]);
        assert_eq!(since("Sun, 29 Nov 2026 10:00:00 GMT"), Wanted::Unchanged);
        assert_eq!(since("Sun, 29 Nov 2026 09:59:59 GMT"), Wanted::Whole);
        // If-None-Match decides when both are sent.
        assert_eq!(
            wanted(&[
                ("if-none-match", "\"old\""),
                ("if-modified-since", "Sun, 29 Nov 2026 10:00:00 GMT")
            ]),
            Wanted::Whole
        );
    }

    #[test]
    fn one_range_is_sent_alone_and_a_range_past_the_end_is_refused() {
        assert_eq!(wanted(&[("range", "bytes=0-99")]), Wanted::Part(0..100));
        assert_eq!(wanted(&[("range", "bytes=900-")]), Wanted::Part(900..1000));
        assert_eq!(wanted(&[("range", "bytes=-10")]), Wanted::Part(990..1000));
        assert_eq!(wanted(&[("range", "bytes=1000-")]), Wanted::Unsatisfiable);
        assert_eq!(wanted(&[("range", "bytes=0-1,5-9")]), Wanted::Whole);
        assert_eq!(wanted(&[("range", "pages=1")]), Wanted::Whole);
    }

    #[test]
    fn a_range_for_another_copy_gets_the_whole_file() {
        let range = ("range", "bytes=0-99");
        assert_eq!(
            wanted(&[range, ("if-range", "\"6a0b-3e8\"")]),
            Wanted::Part(0..100)
        );
        assert_eq!(wanted(&[range, ("if-range", "\"old\"")]), Wanted::Whole);
        assert_eq!(
            wanted(&[range, ("if-range", "Sun, 29 Nov 2026 10:00:00 GMT")]),
            Wanted::Part(0..100)
        );
        assert_eq!(
            wanted(&[range, ("if-range", "Sat, 28 Nov 2026 10:00:00 GMT")]),
            Wanted::Whole
        );
    }
}
