use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::{MatchedPath, OriginalUri, Request};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use events::Language;
use tower::{Layer, Service};

use super::answer::{Answer, Encoding, Tally};
use super::ResponseCache;

/// Larger answers are passed through as they are: no public read comes near it.
const LARGEST_ANSWER: u64 = 1024 * 1024;

/// Serves the routes it wraps from the cache, as answers of the read models `models` (the
/// projector's subscriber names). The language comes from `Accept-DHLanguage`.
///
/// `router.route_layer(cached(&["public_dogs"]))`: that is all a new public read needs. Only
/// `GET` is cached, and only answers 200 and 404 without cookies; without a
/// [`ResponseCache`] in the request's extensions (a router under test) it does nothing.
///
/// Public reads only: once stored, an answer is sent again by [`ResponseCache::ready_answer`]
/// before the request reaches the router, so no guard or layer between the two sees it.
pub fn cached(models: &'static [&'static str]) -> Cached {
    Cached {
        models,
        language: LanguageFrom::Header,
        tally: None,
    }
}

/// [`cached`] for the web app's HTML: the language is the path's prefix, or the visitor's
/// stored choice (the `i18next` cookie) on paths without one.
pub fn cached_page(models: &'static [&'static str]) -> Cached {
    Cached {
        models,
        language: LanguageFrom::PathOrCookie,
        tally: None,
    }
}

/// The layer [`cached`] and [`cached_page`] make.
#[derive(Clone)]
pub struct Cached {
    models: &'static [&'static str],
    language: LanguageFrom,
    tally: Option<Arc<dyn Tally>>,
}

impl Cached {
    /// The route's answers are counted by `tally`, each time one is sent.
    pub fn counted_by(self, tally: impl Tally) -> Cached {
        Cached {
            tally: Some(Arc::new(tally)),
            ..self
        }
    }
}

/// Where an answer's language comes from, which is what it varies with besides the path.
#[derive(Debug, Clone, Copy)]
enum LanguageFrom {
    Header,
    PathOrCookie,
}

impl LanguageFrom {
    /// The API's routes take the header, the pages their path or cookie.
    fn of_path(path: &str) -> LanguageFrom {
        if path.starts_with("/api/") {
            LanguageFrom::Header
        } else {
            LanguageFrom::PathOrCookie
        }
    }

    /// Path, query and whatever picks the language: everything the answer varies with, except
    /// the encoding, which each stored answer holds all of. The path is the whole one the
    /// client asked for, also inside a nested router (which sees it without its prefix), so
    /// that the server's first step finds the answer under the same key.
    fn key(self, request: &Request) -> String {
        let uri = request
            .extensions()
            .get::<OriginalUri>()
            .map_or(request.uri(), |original| &original.0);
        let (kind, language) = match self {
            LanguageFrom::Header => {
                let header = request
                    .headers()
                    .get("accept-dhlanguage")
                    .and_then(|value| value.to_str().ok());
                ("api", Language::from_header(header).value())
            }
            LanguageFrom::PathOrCookie => (
                "page",
                stored_language(request.headers()).map_or("-", Language::value),
            ),
        };
        let query = uri.query().unwrap_or("");
        format!("{language} {kind} {}?{query}", uri.path())
    }

    fn vary(self) -> HeaderValue {
        HeaderValue::from_static(match self {
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

impl ResponseCache {
    /// The stored answer to `request`, ready to send, when there is a current one the request
    /// can take as it is: for the server to answer before routing, skipping every layer a
    /// handler needs (a third of the work of a cached answer went there).
    ///
    /// `None` sends the request on its way: not a `GET`, nothing stored, an admin path (never
    /// stored; checked so a cached admin route could not skip its guard here), or a client
    /// that asks for an encoding other than gzip, which the server's compression may give it.
    pub fn ready_answer(&self, request: &Request) -> Option<Response> {
        let path = request.uri().path();
        if request.method() != Method::GET || path.starts_with("/api/admin/") {
            return None;
        }
        let encoding = Encoding::accepted(request.headers());
        if encoding == Encoding::Identity && request.headers().contains_key(header::ACCEPT_ENCODING)
        {
            return None;
        }
        let key = LanguageFrom::of_path(path).key(request);
        let answer = self.current(&key)?;
        Some(answer.respond(path, encoding, request.headers().get(header::IF_NONE_MATCH)))
    }
}

impl<S> Layer<S> for Cached {
    type Service = CachedService<S>;

    fn layer(&self, inner: S) -> CachedService<S> {
        CachedService {
            inner,
            declared: self.clone(),
        }
    }
}

#[derive(Clone)]
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
        let declared = self.declared.clone();
        let cache = (request.method() == Method::GET)
            .then(|| request.extensions().get::<ResponseCache>().cloned())
            .flatten();
        Box::pin(async move {
            let path = request.uri().path().to_owned();
            let Some(cache) = cache else {
                let response = inner.call(request).await?.into_response();
                return Ok(declared.counted(&path, response));
            };
            let key = declared.language.key(&request);
            let encoding = Encoding::accepted(request.headers());
            let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
            let respond = |answer: &Answer| answer.respond(&path, encoding, if_none_match.as_ref());
            if let Some(answer) = cache.current(&key) {
                return Ok(respond(&answer));
            }
            cache.missed();
            let generations = cache.generations(declared.models);
            let route = request.extensions().get::<MatchedPath>().cloned();
            let response = inner.call(request).await?.into_response();
            match storable(response, &declared).await {
                Ok(answer) => {
                    let answer = Arc::new(answer.routed(route));
                    let response = respond(&answer);
                    cache.insert(key, answer, &generations);
                    Ok(response)
                }
                Err(response) => Ok(declared.counted(&path, response)),
            }
        })
    }
}

impl Cached {
    /// `response` to a request for `path`, after telling the tally of it if it is whole.
    fn counted(&self, path: &str, response: Response) -> Response {
        if let (Some(tally), StatusCode::OK) = (&self.tally, response.status()) {
            tally.count(path);
        }
        response
    }
}

/// The answer to keep, or the response back untouched when it is not one to keep: an error
/// other than 404, one that sets a cookie, or one too large.
async fn storable(response: Response, declared: &Cached) -> Result<Answer, Response> {
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
        Ok(bytes) => Ok(Answer::new(
            status,
            parts.headers,
            bytes,
            declared.models,
            declared.language.vary(),
            declared.tally.clone(),
        )),
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

#[cfg(test)]
mod tests {
    use axum::routing::get;
    use axum::{Extension, Router};
    use tower::ServiceExt;

    use super::*;
    use crate::cache::Limits;

    fn get_request(path: &str) -> Request {
        Request::get(path)
            .header("accept-dhlanguage", "en")
            .header(header::ACCEPT_ENCODING, "gzip")
            .body(Body::empty())
            .unwrap()
    }

    #[tokio::test]
    async fn an_answer_stored_inside_a_nested_router_is_ready_before_routing() {
        let pool = sqlx::postgres::PgPoolOptions::new()
            .connect_lazy("postgres://localhost/unused")
            .unwrap();
        let cache = ResponseCache::new(pool, Limits::default());
        cache.start_storing();
        let api = Router::new()
            .route("/dogs", get(|| async { "the dogs" }))
            .route_layer(cached(&["public_dogs"]));
        let app = Router::new()
            .nest("/api", api)
            .layer(Extension(cache.clone()));

        assert!(cache.ready_answer(&get_request("/api/dogs")).is_none());
        let first = app.oneshot(get_request("/api/dogs")).await.unwrap();
        assert_eq!(first.status(), StatusCode::OK);

        let ready = cache.ready_answer(&get_request("/api/dogs"));
        assert_eq!(ready.map(|answer| answer.status()), Some(StatusCode::OK));
        let mut in_ukrainian = get_request("/api/dogs");
        in_ukrainian
            .headers_mut()
            .insert("accept-dhlanguage", HeaderValue::from_static("uk"));
        assert!(cache.ready_answer(&in_ukrainian).is_none());
    }
}
