//! `POST /api/send-notification`: a visitor asks to take care of or take home a dog. The
//! request is stored as an event before the answer; the staff mail is sent from that event by
//! the projector's mail subscriber.
//!
//! A request with an `Idempotency-Key` is stored under that key as its aggregate id, so a retry
//! (the network failed after the commit, the visitor clicked again) finds the request already
//! received and is answered as the first was, without a second event or a second mail; two
//! retries racing each other meet at the event store's sequence check. The first body under a
//! key is the one kept. Without the header every request is a new one (API clients that never
//! retry need not send it).

use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::payload::DogRequestPayload;
use super::DogRequestCommand;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientAddress, IdempotencyKey, JsonBody};
use crate::state::CommandState;

/// The dog request route, open to everyone, relative to `/api`.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new().routes(routes!(send_notification))
}

/// Stores a visitor's request about a dog; the staff receive it by mail.
#[utoipa::path(
    post,
    path = "/send-notification",
    tag = "visitors",
    request_body = DogRequestPayload,
    params(
        ("Idempotency-Key" = Option<uuid::Uuid>, Header, description = "Made once per submission and sent again with its retries: a retry is answered as the first and stored and mailed once"),
    ),
    responses(
        (status = 204, description = "Stored (or a retry of one stored); the staff mail follows"),
        (status = 400, description = "Invalid field (`field` names it; `Idempotency-Key` for a key that is not a UUID)", body = ErrorBody),
        (status = 429, description = "More accepted requests from this client within 10 minutes than the server allows, 5 unless configured (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn send_notification(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    IdempotencyKey(key): IdempotencyKey,
    context: RequestContext,
    JsonBody(payload): JsonBody<DogRequestPayload>,
) -> Result<StatusCode, ApiError> {
    if payload.is_from_a_bot() {
        // Answered like a success, so the bot learns nothing; nothing is stored or sent.
        tracing::info!(%address, "dog request with the honeypot filled in, dropped");
        return Ok(StatusCode::NO_CONTENT);
    }
    let request = payload.parse()?;
    let id = key.unwrap_or_else(uuid::Uuid::now_v7).to_string();
    // A retry of a stored request is not a new submission: answered before the limit counts it.
    if key.is_some() && !state.dog_requests.history(&id).await?.is_empty() {
        return Ok(StatusCode::NO_CONTENT);
    }
    if !state.dog_request_limit.try_acquire(address, Instant::now()) {
        return Err(ApiError::TooManyRequests);
    }
    let command = DogRequestCommand::ReceiveDogRequest {
        request,
        at: Utc::now(),
    };
    let metadata = context.metadata(&command);
    match state.dog_requests.execute(&id, command, metadata).await {
        // Another attempt with the same key was stored first: this one is its retry.
        Err(ApiError::Conflict(_)) if key.is_some() => Ok(StatusCode::NO_CONTENT),
        Err(error) => Err(error),
        Ok(_) => Ok(StatusCode::NO_CONTENT),
    }
}
