//! What every public form does with a submission once its fields passed their rules (DESIGN
//! §7): the honeypot, the idempotency key and the per-client limit, then the event stored
//! before the visitor is answered 204.
//!
//! A submission with an `Idempotency-Key` is stored under that key as its aggregate id, so a
//! retry (the network failed after the commit, the visitor clicked again) finds it already
//! received and is answered as the first was, without a second event or a second mail; two
//! retries racing each other meet at the event store's sequence check. The first body under a
//! key is the one kept. Without the header every submission is a new one (API clients that
//! never retry need not send it).

use std::net::IpAddr;
use std::time::Instant;

use axum::http::StatusCode;
use cqrs_es::Aggregate;
use events::StoredEvents;

use crate::context::{CommandName, RequestContext};
use crate::error::ApiError;
use crate::executor::Executor;
use crate::rate_limit::RateLimiter;

/// The honeypot every public form has: a field named `website` that people never see or reach
/// and bots that fill in every field do. A filled one is answered like a success, so the bot
/// learns nothing, and nothing is stored or sent.
pub fn is_from_a_bot(website: &str) -> bool {
    !website.trim().is_empty()
}

/// The answer to a bot's submission (see [`is_from_a_bot`]).
pub fn drop_bot_submission(form: &'static str, address: IpAddr) -> StatusCode {
    tracing::info!(%address, form, "submission with the honeypot filled in, dropped");
    StatusCode::NO_CONTENT
}

/// Stores one visitor submission: `command` creates the aggregate, whose id is the
/// idempotency key when there is one. A retry of a stored submission is answered 204 before
/// the limit counts it; a client over its limit gets 429 `tooManyRequests`.
pub async fn receive<A>(
    executor: &Executor<A>,
    limit: &RateLimiter,
    address: IpAddr,
    key: Option<uuid::Uuid>,
    context: &RequestContext,
    command: A::Command,
) -> Result<StatusCode, ApiError>
where
    A: Aggregate + Clone,
    A::Command: CommandName,
    A::Error: Into<ApiError>,
    A::Event: StoredEvents,
{
    let id = key.unwrap_or_else(uuid::Uuid::now_v7).to_string();
    if key.is_some() && !executor.history(&id).await?.is_empty() {
        return Ok(StatusCode::NO_CONTENT);
    }
    if !limit.try_acquire(address, Instant::now()) {
        return Err(ApiError::TooManyRequests);
    }
    let metadata = context.metadata(&command);
    match executor.execute(&id, command, metadata).await {
        // Another attempt with the same key was stored first: this one is its retry.
        Err(ApiError::Conflict(_)) if key.is_some() => Ok(StatusCode::NO_CONTENT),
        Err(error) => Err(error),
        Ok(_) => Ok(StatusCode::NO_CONTENT),
    }
}
