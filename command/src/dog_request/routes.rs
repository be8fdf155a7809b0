//! `POST /api/send-notification`: a visitor asks to take care of or take home a dog. The
//! request is stored as an event before the answer; the staff mail is sent from that event by
//! the projector's mail subscriber.

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
use crate::extract::{ClientAddress, JsonBody};
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
    responses(
        (status = 204, description = "Stored; the staff mail follows"),
        (status = 400, description = "Invalid field (`field` names it)", body = ErrorBody),
        (status = 429, description = "More than 5 requests from this address within 10 minutes (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn send_notification(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    context: RequestContext,
    JsonBody(payload): JsonBody<DogRequestPayload>,
) -> Result<StatusCode, ApiError> {
    if payload.is_from_a_bot() {
        // Answered like a success, so the bot learns nothing; nothing is stored or sent.
        tracing::info!(%address, "dog request with the honeypot filled in, dropped");
        return Ok(StatusCode::NO_CONTENT);
    }
    let request = payload.parse()?;
    if !state.dog_request_limit.try_acquire(address, Instant::now()) {
        return Err(ApiError::TooManyRequests);
    }
    let id = uuid::Uuid::now_v7().to_string();
    let command = DogRequestCommand::ReceiveDogRequest {
        request,
        at: Utc::now(),
    };
    let metadata = context.metadata(&command);
    state.dog_requests.execute(&id, command, metadata).await?;
    Ok(StatusCode::NO_CONTENT)
}
