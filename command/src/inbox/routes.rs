//! `PUT /api/admin/inbox/{id}/status`: staff move an item through new, in progress, done and
//! spam; `POST /api/admin/inbox/{id}/reply`: they answer the visitor by mail. The lists and the
//! item page are the read side's (`query::inbox`).

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::contact_message::ContactMessageEvent;
use events::dog_request::DogRequestEvent;
use events::inbox::{InboxItemId, InboxReply, InboxSource};
use events::EventMetadata;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{Replied, ReplyBody, StatusBody, StatusChange};
use super::{InboxItem, InboxItemCommand};
use crate::contact_message::ContactMessage;
use crate::context::RequestContext;
use crate::dog_request::DogRequest;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::state::CommandState;

/// Relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(change_status))
        .routes(routes!(reply))
}

const VISITOR_ERASED: Reason = Reason::new(
    errors::ErrorCode::VisitorErased,
    "This visitor's personal data was erased, so there is nobody to answer.",
);

const NO_REPLY_ADDRESS: Reason = Reason::new(
    errors::ErrorCode::NoReplyAddress,
    "This visitor left no e-mail address to answer; call them instead.",
);

/// Sets an item's status.
#[utoipa::path(
    put,
    path = "/inbox/{id}/status",
    tag = "inbox",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id, as the inbox list gives it")),
    request_body = StatusBody,
    responses(
        (status = 200, description = "The item's status and version after the change (a change already made answers as it did)", body = StatusChange),
        (status = 400, description = "An unknown status, or no version (`invalidRequest`)", body = ErrorBody),
        (status = 404, description = "No item with this id", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn change_status(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<StatusBody>,
) -> Result<Json<StatusChange>, ApiError> {
    let item = InboxItemId::parse(&id).ok_or(ApiError::NotFound)?;
    if !was_received(&state, &item).await? {
        return Err(ApiError::NotFound);
    }
    let command = InboxItemCommand::ChangeStatus {
        status: body.status,
        expected_version: body.version,
        at: Utc::now(),
    };
    let latest = latest_actor(&state, &id).await?;
    let answer = |done: &Decided<InboxItem>| {
        let (status, changed_at) = done.state.last_change().ok_or(ApiError::NotFound)?;
        Ok(Json(StatusChange {
            id: id.clone(),
            status,
            version: done.state.version(),
            changed_by: done_by(&context, done, latest),
            changed_at,
        }))
    };
    state
        .executor::<InboxItem>()
        .execute_and_answer(&context, &id, command, answer)
        .await
}

/// Answers the visitor by mail, in the language they wrote in, from the hotel's address.
#[utoipa::path(
    post,
    path = "/inbox/{id}/reply",
    tag = "inbox",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id, as the inbox list gives it")),
    request_body = ReplyBody,
    responses(
        (status = 200, description = "The answer is stored and queued for the mail (a retry answers as the first)", body = Replied),
        (status = 400, description = "No text (`textRequired`) or over 5000 characters (`textTooLong`) on `text`, or no version (`invalidRequest`)", body = ErrorBody),
        (status = 404, description = "No item with this id", body = ErrorBody),
        (status = 409, description = "Changed or answered since it was loaded (`conflict`), or the visitor was erased (`visitorErased`)", body = ErrorBody),
        (status = 422, description = "The visitor left no e-mail address (`noReplyAddress`)", body = ErrorBody),
    )
)]
pub async fn reply(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ReplyBody>,
) -> Result<Json<Replied>, ApiError> {
    let item = InboxItemId::parse(&id).ok_or(ApiError::NotFound)?;
    let text = body.text().map_err(ApiError::InvalidInput)?;
    let (to, name, language) = match visitor_address(&state, &item).await? {
        Address::Mail { to, name, language } => (to, name, language),
        Address::None => return Err(ApiError::RuleBroken(NO_REPLY_ADDRESS)),
        Address::Erased => return Err(ApiError::Conflict(VISITOR_ERASED)),
        Address::NotReceived => return Err(ApiError::NotFound),
    };
    let command = InboxItemCommand::Reply {
        reply: InboxReply {
            to,
            name,
            language,
            text,
        },
        expected_version: body.version,
        at: Utc::now(),
    };
    let latest = latest_actor(&state, &id).await?;
    let answer = |done: &Decided<InboxItem>| {
        let replied_at = done.state.last_at().ok_or(ApiError::NotFound)?;
        Ok(Json(Replied {
            id: id.clone(),
            version: done.state.version(),
            replied_by: done_by(&context, done, latest),
            replied_at,
        }))
    };
    state
        .executor::<InboxItem>()
        .execute_and_answer(&context, &id, command, answer)
        .await
}

/// Who recorded item `id`'s latest event, read before a command on it.
async fn latest_actor(state: &CommandState, id: &str) -> Result<Option<String>, ApiError> {
    let history = state.executor::<InboxItem>().history(id).await?;
    let latest = history.last();
    Ok(latest.map(|envelope| EventMetadata::from_map(&envelope.metadata).actor))
}

/// Who an answer names as having made the change: the staff member asking, or, for a retry
/// that records nothing, whoever recorded the event it repeats.
fn done_by(context: &RequestContext, done: &Decided<InboxItem>, latest: Option<String>) -> String {
    match latest {
        Some(actor) if done.events.is_empty() => actor,
        _ => context.actor().to_owned(),
    }
}

/// Where an answer to an item's visitor goes.
enum Address {
    Mail {
        to: String,
        name: String,
        language: events::Language,
    },
    /// Received, but with a phone only, or a review.
    None,
    /// Received, and the visitor's personal data erased since.
    Erased,
    NotReceived,
}

/// The address the visitor gave with their request, read from the request's own events.
async fn visitor_address(state: &CommandState, item: &InboxItemId) -> Result<Address, ApiError> {
    let id = &item.request_id;
    let address = match item.source {
        InboxSource::DogRequest => state
            .executor::<DogRequest>()
            .history(id)
            .await?
            .into_iter()
            .map(|envelope| match envelope.payload {
                DogRequestEvent::DogRequestReceived { request, .. } => {
                    mail_to(request.email, request.name, request.locale)
                }
            })
            .next(),
        InboxSource::ContactMessage => state
            .executor::<ContactMessage>()
            .history(id)
            .await?
            .into_iter()
            .map(|envelope| match envelope.payload {
                ContactMessageEvent::ContactMessageReceived { message, .. } => {
                    match message.reply_to.email() {
                        Some(to) => mail_to(to.to_owned(), message.name, message.locale),
                        None => Address::None,
                    }
                }
            })
            .next(),
        InboxSource::Review => was_received(state, item).await?.then_some(Address::None),
    };
    Ok(address.unwrap_or(Address::NotReceived))
}

/// A form never takes an empty address, so an empty one is an erased one (its personal fields
/// read blank).
fn mail_to(to: String, name: String, language: events::Language) -> Address {
    if to.is_empty() {
        Address::Erased
    } else {
        Address::Mail { to, name, language }
    }
}

/// Whether the request the item stands for is in the event store. Asked of the store, not a
/// read table, which may not have caught up with a request that just arrived.
pub(crate) async fn was_received(
    state: &CommandState,
    item: &InboxItemId,
) -> Result<bool, ApiError> {
    let received: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM events
                         WHERE aggregate_type = $1 AND aggregate_id = $2 AND event_type = $3)",
    )
    .bind(item.source.aggregate_type())
    .bind(&item.request_id)
    .bind(item.source.received_event())
    .fetch_one(&state.pool)
    .await?;
    Ok(received)
}
