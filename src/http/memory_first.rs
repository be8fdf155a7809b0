//! The server's outermost step. A public read whose answer the cache holds, and a photo held in
//! memory, are sent from here, before routing: the router and the stack of layers around it
//! (tracing, timeout, panic catching, compression, XSRF) were most of the work of such an
//! answer, and none of them has anything to do for bytes that are already made. What those layers add to every answer is
//! added here too, so an answer reads the same whichever way it came.

use std::convert::Infallible;
use std::future::{ready, Ready};
use std::task::{Context, Poll};

use axum::{body::Body, extract::Request, response::Response};
use futures::future::Either;
use query::cache::ResponseCache;
use tower::Service;
use tower_http::request_id::{MakeRequestId, MakeRequestUuid};

use super::media::Photos;
use super::security_headers::SecurityHeaders;
use super::{xsrf, REQUEST_ID};

/// `inner`, with the answers `cache` holds and the photos held in memory sent before it.
#[derive(Clone)]
pub struct MemoryFirst<S> {
    cache: ResponseCache,
    photos: Photos,
    headers: SecurityHeaders,
    inner: S,
}

impl<S> MemoryFirst<S> {
    pub fn new(
        cache: ResponseCache,
        photos: Photos,
        headers: SecurityHeaders,
        inner: S,
    ) -> MemoryFirst<S> {
        MemoryFirst {
            cache,
            photos,
            headers,
            inner,
        }
    }
}

impl<S> Service<Request<Body>> for MemoryFirst<S>
where
    S: Service<Request<Body>, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Result<Response, Infallible>>, S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<Body>) -> Self::Future {
        let held = self.photos.ready_answer(&request);
        match held.or_else(|| self.cache.ready_answer(&request)) {
            Some(answer) => {
                Either::Left(ready(Ok(as_every_answer(&request, answer, &self.headers))))
            }
            None => Either::Right(self.inner.call(request)),
        }
    }
}

/// What the stack adds to every answer: the request's id (the client's own, or a new one), the
/// XSRF cookie for a browser without one, and the security headers.
fn as_every_answer(
    request: &Request<Body>,
    mut answer: Response,
    headers: &SecurityHeaders,
) -> Response {
    let id = match request.headers().get(REQUEST_ID) {
        Some(id) => Some(id.clone()),
        None => MakeRequestUuid
            .make_request_id(request)
            .map(|id| id.into_header_value()),
    };
    if let Some(id) = id {
        answer.headers_mut().insert(REQUEST_ID, id);
    }
    if xsrf::cookie_value(request.headers(), xsrf::COOKIE).is_none() {
        xsrf::hand_out(&mut answer);
    }
    headers.add(answer)
}
