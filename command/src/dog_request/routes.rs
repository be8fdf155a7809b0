//! `POST /api/send-notification`: a visitor asks to take care of or take home a dog. The
//! request is stored as an event before the answer (with the spam judgement, idempotency key and
//! limit every public form has, `crate::submission`); the staff mail is sent from that event by
//! the projector's mail subscriber.

use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::DogRequestPayload;
use super::DogRequest;
use super::DogRequestCommand;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientAddress, IdempotencyKey, JsonBody};
use crate::state::CommandState;
use crate::submission;

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
    let spam = state.spam_judge.judge(
        "dog request",
        address,
        &payload.website,
        payload.shown_for_ms,
    );
    let request = payload.parse(spam)?;
    let command = DogRequestCommand::ReceiveDogRequest {
        request,
        at: Utc::now(),
    };
    let (executor, limit) = (&state.executor::<DogRequest>(), &state.forms.dog_requests);
    submission::receive(executor, limit, address, key, &context, command).await
}
