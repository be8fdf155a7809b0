use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use events::Language;
use tower::{Layer, Service};

use super::answer::{Answer, Encoding};
use super::ResponseCache;

/// Larger answers are passed through as they are: no public read comes near it.
const LARGEST_ANSWER: u64 = 1024 * 1024;

/// Serves the routes it wraps from the cache, as answers of the read models `models` (the
/// projector's subscriber names). The language comes from `Accept-DHLanguage`.
///
/// `router.route_layer(cached(&["public_dogs"]))`: that is all a new public read needs. Only
/// `GET` is cached, and only answers 200 and 404 without cookies; without a
/// [`ResponseCache`] in the request's extensions (a router under test) it does nothing.
pub fn cached(models: &'static [&'static str]) -> Cached {
    Cached {
        models,
        language: LanguageFrom::Header,
    }
}

/// [`cached`] for the web app's HTML: the language is the path's prefix, or the visitor's
/// stored choice (the `i18next` cookie) on paths without one.
pub fn cached_page(models: &'static [&'static str]) -> Cached {
    Cached {
        models,
        language: LanguageFrom::PathOrCookie,
    }
}

/// The layer [`cached`] and [`cached_page`] make.
#[derive(Debug, Clone, Copy)]
pub struct Cached {
    models: &'static [&'static str],
    language: LanguageFrom,
}

#[derive(Debug, Clone, Copy)]
enum LanguageFrom {
    Header,
    PathOrCookie,
}

impl Cached {
    /// Path, query and whatever picks the language: everything the answer varies with, except
    /// the encoding, which each stored answer holds all of.
    fn key(&self, request: &Request) -> String {
        let uri = request.uri();
        let language = match self.language {
            LanguageFrom::Header => {
                let header = request
                    .headers()
                    .get("accept-dhlanguage")
                    .and_then(|value| value.to_str().ok());
                Language::from_header(header).value()
            }
            LanguageFrom::PathOrCookie => {
                stored_language(request.headers()).map_or("-", Language::value)
            }
        };
        let query = uri.query().unwrap_or("");
        format!("{language} {} {}?{query}", self.kind(), uri.path())
    }

    fn kind(&self) -> &'static str {
        match self.language {
            LanguageFrom::Header => "api",
            LanguageFrom::PathOrCookie => "page",
        }
    }

    fn vary(&self) -> HeaderValue {
        HeaderValue::from_static(match self.language {
            LanguageFrom::Header => "accept-encoding, accept-dhlanguage",
            LanguageFrom::PathOrCookie => "accept-encoding, cookie",
        })
    }
}

/// The visitor's stored language: i18next's cookie, as the page's own head reads it.
fn stored_language(headers: &HeaderMap) -> Option<Language> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == "i18next")
        .and_then(|(_, value)| Language::parse(value))
}

impl<S> Layer<S> for Cached {
    type Service = CachedService<S>;

    fn layer(&self, inner: S) -> CachedService<S> {
        CachedService {
            inner,
            declared: *self,
        }
    }
}

#[derive(Debug, Clone)]
pub struct CachedService<S> {
    inner: S,
    declared: Cached,
}

impl<S> Service<Request> for CachedService<S>
where
    S: Service<Request, Error = Infallible> + Clone + Send + 'static,
    S::Response: IntoResponse,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        // The clone that was polled ready is the one that serves this request.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let declared = self.declared;
        let cache = (request.method() == Method::GET)
            .then(|| request.extensions().get::<ResponseCache>().cloned())
            .flatten();
        Box::pin(async move {
            let Some(cache) = cache else {
                return Ok(inner.call(request).await?.into_response());
            };
            let key = declared.key(&request);
            let encoding = Encoding::accepted(request.headers());
            let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
            let respond =
                |answer: &Answer| answer.respond(encoding, if_none_match.as_ref(), declared.vary());
            if let Some(answer) = cache.get(&key).filter(|answer| answer.is_current()) {
                return Ok(respond(&answer));
            }
            let generations = cache.generations(declared.models);
            let response = inner.call(request).await?.into_response();
            match storable(response, declared.models).await {
                Ok(answer) => {
                    let answer = Arc::new(answer);
                    let response = respond(&answer);
                    cache.insert(key, answer, &generations);
                    Ok(response)
                }
                Err(response) => Ok(response),
            }
        })
    }
}

/// The answer to keep, or the response back untouched when it is not one to keep: an error
/// other than 404, one that sets a cookie, or one too large.
async fn storable(response: Response, models: &'static [&'static str]) -> Result<Answer, Response> {
    let status = response.status();
    let keep = matches!(status.as_u16(), 200 | 404)
        && !response.headers().contains_key(header::SET_COOKIE)
        && !response.headers().contains_key(header::CONTENT_ENCODING)
        && axum::body::HttpBody::size_hint(response.body())
            .upper()
            .is_some_and(|upper| upper <= LARGEST_ANSWER);
    if !keep {
        return Err(response);
    }
    let (parts, body) = response.into_parts();
    match axum::body::to_bytes(body, LARGEST_ANSWER as usize).await {
        Ok(bytes) => Ok(Answer::new(status, parts.headers, bytes, models)),
        Err(error) => {
            tracing::error!(%error, "cannot read an answer's body");
            Err(crate::QueryError::Damaged(error.to_string()).into_response())
        }
    }
}

/// After a state-changing call that succeeded, brings the cache up to the checkpoints before
/// the answer leaves: the command has waited for its projections, and the next read of the
/// same client must not be served an answer from before them (read-your-writes). Wrap the
/// whole API with it; reads pass straight through.
pub async fn sync_after_writes(request: Request, next: Next) -> Response {
    let writes = !matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    let cache = writes
        .then(|| request.extensions().get::<ResponseCache>().cloned())
        .flatten();
    let response = next.run(request).await;
    if let Some(cache) = cache {
        if response.status().is_success() {
            cache.sync_or_clear().await;
        }
    }
    response
}

/// Brings the cache up to the checkpoints after the wrapped route answers, whatever it
/// answers. For the health route, which reports every checkpoint: whoever saw a position there
/// is then served answers at least as new.
pub async fn sync_after(request: Request<Body>, next: Next) -> Response {
    let cache = request.extensions().get::<ResponseCache>().cloned();
    let response = next.run(request).await;
    if let Some(cache) = cache {
        cache.sync_or_clear().await;
    }
    response
}
