//! `POST /api/send-message`: a visitor writes to the hotel from the contact form; and
//! `POST /api/blogs/subscribe`, SPEC §7's blog subscription, stored as a message too. Each is
//! stored as an event before the answer, with the spam judgement, idempotency key and limit
//! every public form has (`crate::submission`); the staff mail is sent from that event by the
//! projector's mail subscriber.

use std::net::IpAddr;

use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use events::contact_message::ContactMessageDetails;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::blog_subscription::BlogSubscriptionPayload;
use super::body::ContactMessagePayload;
use super::ContactMessage;
use super::ContactMessageCommand;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientAddress, IdempotencyKey, JsonBody, PageLanguage};
use crate::state::CommandState;
use crate::submission;

/// The contact form's route and the blog's subscription, open to everyone, relative to `/api`.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(send_message))
        .routes(routes!(subscribe_to_the_blog))
}

/// Stores a visitor's message; the staff receive it by mail.
#[utoipa::path(
    post,
    path = "/send-message",
    tag = "visitors",
    request_body = ContactMessagePayload,
    params(
        ("Idempotency-Key" = Option<uuid::Uuid>, Header, description = "Made once per submission and sent again with its retries: a retry is answered as the first and stored and mailed once"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "The page's language, kept with the message when the body names none"),
    ),
    responses(
        (status = 204, description = "Stored (or a retry of one stored); the staff mail follows"),
        (status = 400, description = "Invalid field (`field` names it; `Idempotency-Key` for a key that is not a UUID)", body = ErrorBody),
        (status = 429, description = "More accepted messages from this client within 10 minutes than the server allows, 5 unless configured (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn send_message(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    IdempotencyKey(key): IdempotencyKey,
    context: RequestContext,
    PageLanguage(language): PageLanguage,
    JsonBody(payload): JsonBody<ContactMessagePayload>,
) -> Result<StatusCode, ApiError> {
    let spam = state.spam_judge.judge(
        "contact message",
        address,
        &payload.website,
        payload.shown_for_ms,
    );
    let message = payload.parse(language, spam)?;
    receive(&state, address, key, &context, message).await
}

/// SPEC §7 "Blog subscribe": a visitor leaves a name, a phone, an email and perhaps a message to
/// hear about the blog. Staff receive it as a message under the subject "Підписка на блог" /
/// "Blog subscription", with both ways back, in the inbox and by mail.
#[utoipa::path(
    post,
    path = "/blogs/subscribe",
    tag = "visitors",
    request_body = BlogSubscriptionPayload,
    params(
        ("Idempotency-Key" = Option<uuid::Uuid>, Header, description = "Made once per submission and sent again with its retries: a retry is answered as the first and stored and mailed once"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "The page's language, kept with the message when the body names none"),
    ),
    responses(
        (status = 204, description = "Stored (or a retry of one stored); the staff mail follows"),
        (status = 400, description = "Invalid field (`field` names it; `Idempotency-Key` for a key that is not a UUID)", body = ErrorBody),
        (status = 429, description = "More accepted messages from this client within 10 minutes than the server allows, counted with the contact form's (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn subscribe_to_the_blog(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    IdempotencyKey(key): IdempotencyKey,
    context: RequestContext,
    PageLanguage(language): PageLanguage,
    JsonBody(payload): JsonBody<BlogSubscriptionPayload>,
) -> Result<StatusCode, ApiError> {
    let spam = state.spam_judge.judge(
        "blog subscription",
        address,
        &payload.website,
        payload.shown_for_ms,
    );
    let message = payload.parse(language, spam)?;
    receive(&state, address, key, &context, message).await
}

/// Stores a message from either form, under the contact form's allowance.
async fn receive(
    state: &CommandState,
    address: IpAddr,
    key: Option<uuid::Uuid>,
    context: &RequestContext,
    message: ContactMessageDetails,
) -> Result<StatusCode, ApiError> {
    let command = ContactMessageCommand::ReceiveContactMessage {
        message,
        at: Utc::now(),
    };
    let (executor, limit) = (
        &state.executor::<ContactMessage>(),
        &state.forms.contact_messages,
    );
    submission::receive(executor, limit, address, key, context, command).await
}
