//! `GET /metrics`, and the step that counts every answer for it. The count is taken around the
//! whole server, so the answers sent from memory before routing are counted too; the router
//! marks each answer with the route that made it ([`name_route`]), and a stored answer carries
//! the mark of the route that made it first.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{ready, Context, Poll};
use std::time::Instant;

use axum::{
    body::Body,
    extract::{MatchedPath, Request, State},
    http::{header, Method},
    middleware::Next,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use tower::Service;

use crate::metrics::{Metrics, Sources};

/// The route of answers no route made: the web app's pages, drawn by the browser.
const PAGE: &str = "page";
/// The route of API paths that match none.
const UNKNOWN: &str = "unknown";

/// `inner`, with each answer counted and timed in `metrics`.
#[derive(Clone)]
pub struct Measured<S> {
    metrics: Metrics,
    inner: S,
}

impl<S> Measured<S> {
    pub fn new(metrics: Metrics, inner: S) -> Measured<S> {
        Measured { metrics, inner }
    }
}

impl<S> Service<Request<Body>> for Measured<S>
where
    S: Service<Request<Body>, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Measuring<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<Body>) -> Self::Future {
        let method = request.method().clone();
        let api = request.uri().path().starts_with("/api/");
        Measuring {
            metrics: self.metrics.clone(),
            method,
            api,
            started: Instant::now(),
            answer: self.inner.call(request),
        }
    }
}

pin_project_lite::pin_project! {
    /// An answer on its way, counted when it is ready.
    pub struct Measuring<F> {
        metrics: Metrics,
        method: Method,
        api: bool,
        started: Instant,
        #[pin]
        answer: F,
    }
}

impl<F> Future for Measuring<F>
where
    F: Future<Output = Result<Response, Infallible>>,
{
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let answered = ready!(this.answer.poll(cx));
        if let Ok(response) = &answered {
            let route = response
                .extensions()
                .get::<MatchedPath>()
                .map_or(if *this.api { UNKNOWN } else { PAGE }, |route| {
                    route.as_str()
                });
            this.metrics.request(
                this.method,
                route,
                response.status(),
                this.started.elapsed(),
            );
        }
        Poll::Ready(answered)
    }
}

/// Marks the answer with the route the router chose (a `route_layer`: routes only).
pub async fn name_route(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().cloned();
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(route);
    }
    response
}

/// What the page is made from.
#[derive(Clone)]
pub struct Scrape {
    pub metrics: Metrics,
    pub sources: Sources,
}

/// `/metrics` and nothing else: for the site's router behind the staff guard, or alone on the
/// metrics port.
pub fn router(scrape: Scrape) -> Router {
    Router::new()
        .route("/metrics", get(page))
        .with_state(scrape)
}

async fn page(State(scrape): State<Scrape>) -> Response {
    let text = scrape.metrics.render(&scrape.sources).await;
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        text,
    )
        .into_response()
}
