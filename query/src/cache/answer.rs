use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use axum::body::{Body, Bytes};
use axum::extract::MatchedPath;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use chrono::NaiveDate;
use sha2::{Digest, Sha256};

/// Told of every whole answer (status 200) a cached route sends, from memory or from its
/// handler: for counts that must not depend on whether the handler ran.
pub trait Tally: Send + Sync + 'static {
    fn count(&self, path: &str);
}

/// Bodies this small gain nothing from gzip (its header alone is 18 bytes). The server's
/// compression layer leaves them alone too, so a small cached answer is sent as it is kept
/// instead of being compressed again on every request.
pub const COMPRESS_ABOVE: u16 = 256;

/// An answer as it is sent again and again.
pub(super) struct Answer {
    status: StatusCode,
    /// The handler's headers (content type, cache control), less any length or encoding.
    headers: HeaderMap,
    identity: Bytes,
    /// Compressed on first demand, then kept: compressing on every request cost more than
    /// everything else the server does for a cached answer.
    gzip: OnceLock<Option<Bytes>>,
    etag: HeaderValue,
    /// What the answer varies with besides the path: the encoding, and where the language
    /// comes from.
    vary: HeaderValue,
    /// Told of each time the answer is sent whole.
    tally: Option<Arc<dyn Tally>>,
    /// The route that made it, carried on every answer sent from it, as the router marks the
    /// answers it routes: the metrics count a stored answer under its route.
    route: Option<MatchedPath>,
    models: &'static [&'static str],
    /// Answers show ages counted from today's date, so they serve only on the day they were made.
    day: NaiveDate,
    last_used: AtomicU64,
}

/// Which body a request gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Encoding {
    Identity,
    Gzip,
}

impl Encoding {
    /// gzip when the request accepts it (any q-value but 0), otherwise the body as it is. A
    /// client that accepts only other encodings gets the identity body, which the server's
    /// compression layer may still encode for it.
    pub(super) fn accepted(headers: &HeaderMap) -> Encoding {
        let gzip = headers
            .get_all(header::ACCEPT_ENCODING)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .any(|item| {
                let mut parts = item.split(';');
                let name = parts.next().unwrap_or("").trim();
                let refused = parts.any(|param| {
                    let param = param.trim();
                    param
                        .strip_prefix("q=")
                        .and_then(|q| q.trim().parse::<f32>().ok())
                        .is_some_and(|q| q <= 0.0)
                });
                (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
            });
        if gzip {
            Encoding::Gzip
        } else {
            Encoding::Identity
        }
    }
}

impl Answer {
    pub(super) fn new(
        status: StatusCode,
        mut headers: HeaderMap,
        identity: Bytes,
        models: &'static [&'static str],
        vary: HeaderValue,
        tally: Option<Arc<dyn Tally>>,
    ) -> Answer {
        headers.remove(header::CONTENT_LENGTH);
        headers.remove(header::CONTENT_ENCODING);
        let digest = Sha256::digest(&identity);
        let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
        // Weak: the gzip and identity bodies are one representation for If-None-Match.
        let etag = HeaderValue::from_str(&format!("W/\"{hex}\"")).expect("hex is a valid header");
        Answer {
            status,
            headers,
            identity,
            gzip: OnceLock::new(),
            etag,
            vary,
            tally,
            route: None,
            models,
            day: crate::dogs::public_table::today(),
            last_used: AtomicU64::new(0),
        }
    }

    /// The answer, marked as made by `route`.
    pub(super) fn routed(self, route: Option<MatchedPath>) -> Answer {
        Answer { route, ..self }
    }

    pub(super) fn models(&self) -> &'static [&'static str] {
        self.models
    }

    /// What the answer may come to occupy: the body and room for its compressed copy.
    pub(super) fn size(&self) -> usize {
        self.identity.len() * 2 + 256
    }

    pub(super) fn is_current(&self) -> bool {
        self.day == crate::dogs::public_table::today()
    }

    pub(super) fn touch(&self, tick: u64) {
        self.last_used.store(tick, Ordering::Relaxed);
    }

    pub(super) fn last_used(&self) -> u64 {
        self.last_used.load(Ordering::Relaxed)
    }

    /// The response for one request: `304 Not Modified` when the client already holds this
    /// body, else the body in the encoding asked for (and the route's tally told of it).
    pub(super) fn respond(
        &self,
        path: &str,
        encoding: Encoding,
        if_none_match: Option<&HeaderValue>,
    ) -> Response {
        if self.status == StatusCode::OK && if_none_match.is_some_and(|tags| self.matches(tags)) {
            let mut response = Response::new(Body::empty());
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            let headers = response.headers_mut();
            headers.insert(header::ETAG, self.etag.clone());
            headers.insert(header::VARY, self.vary.clone());
            if let Some(cache_control) = self.headers.get(header::CACHE_CONTROL) {
                headers.insert(header::CACHE_CONTROL, cache_control.clone());
            }
            return self.marked(response);
        }
        let gzip = match encoding {
            Encoding::Gzip => self.gzip().clone(),
            Encoding::Identity => None,
        };
        let body = gzip.clone().unwrap_or_else(|| self.identity.clone());
        let mut response = Response::new(Body::from(body));
        *response.status_mut() = self.status;
        let headers = response.headers_mut();
        headers.clone_from(&self.headers);
        headers.insert(header::ETAG, self.etag.clone());
        headers.insert(header::VARY, self.vary.clone());
        if gzip.is_some() {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        }
        if let (Some(tally), StatusCode::OK) = (&self.tally, self.status) {
            tally.count(path);
        }
        self.marked(response)
    }

    fn marked(&self, mut response: Response) -> Response {
        if let Some(route) = &self.route {
            response.extensions_mut().insert(route.clone());
        }
        response
    }

    /// `If-None-Match` by weak comparison (RFC 9110 §13.1.2): `*` or any listed tag.
    fn matches(&self, tags: &HeaderValue) -> bool {
        let ours = opaque(self.etag.to_str().unwrap_or_default());
        tags.to_str().is_ok_and(|tags| {
            tags.split(',')
                .map(str::trim)
                .any(|tag| tag == "*" || opaque(tag) == ours)
        })
    }

    fn gzip(&self) -> &Option<Bytes> {
        self.gzip.get_or_init(|| {
            if self.identity.len() <= usize::from(COMPRESS_ABOVE) {
                return None;
            }
            let mut encoder =
                flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            let compressed = encoder
                .write_all(&self.identity)
                .and_then(|()| encoder.finish());
            match compressed {
                Ok(bytes) if bytes.len() < self.identity.len() => Some(bytes.into()),
                Ok(_) => None,
                Err(error) => {
                    tracing::warn!(%error, "cannot gzip a cached answer; sending it as it is");
                    None
                }
            }
        })
    }
}

fn opaque(tag: &str) -> &str {
    tag.strip_prefix("W/").unwrap_or(tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepts(value: &str) -> Encoding {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).unwrap(),
        );
        Encoding::accepted(&headers)
    }

    #[test]
    fn gzip_is_chosen_unless_refused() {
        assert_eq!(accepts("gzip, deflate, br"), Encoding::Gzip);
        assert_eq!(accepts("br;q=1.0, gzip;q=0.5"), Encoding::Gzip);
        assert_eq!(accepts("gzip;q=0"), Encoding::Identity);
        assert_eq!(accepts("br"), Encoding::Identity);
        assert_eq!(Encoding::accepted(&HeaderMap::new()), Encoding::Identity);
    }

    #[test]
    fn if_none_match_compares_weakly_and_takes_lists() {
        let answer = Answer::new(
            StatusCode::OK,
            HeaderMap::new(),
            "body".into(),
            &[],
            HeaderValue::from_static("accept-encoding"),
            None,
        );
        let etag = answer.etag.to_str().unwrap().to_owned();
        let strong = etag.trim_start_matches("W/").to_owned();
        for tags in [
            etag.clone(),
            strong,
            format!("\"other\", {etag}"),
            "*".to_owned(),
        ] {
            assert!(
                answer.matches(&HeaderValue::from_str(&tags).unwrap()),
                "{tags}"
            );
        }
        assert!(!answer.matches(&HeaderValue::from_static("\"other\"")));
    }
}
