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
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::executor::await_projections;
use crate::executor::Executed;
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
    let (executed, changed_by) = run(&state, &context, &id, command).await?;
    let Some((status, changed_at)) = executed.state.last_change() else {
        unreachable!("a status change leaves the item with one");
    };
    Ok(Json(StatusChange {
        id,
        status,
        version: executed.state.version(),
        changed_by,
        changed_at,
    }))
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
    let (executed, replied_by) = run(&state, &context, &id, command).await?;
    let Some(replied_at) = executed.state.last_at() else {
        unreachable!("an answer leaves the item with an event");
    };
    Ok(Json(Replied {
        id,
        version: executed.state.version(),
        replied_by,
        replied_at,
    }))
}

/// Runs `command` on item `id` and answers with who carried it out: the staff member, or, for
/// a retry that recorded nothing, whoever recorded the event it repeats.
async fn run(
    state: &CommandState,
    context: &RequestContext,
    id: &str,
    command: InboxItemCommand,
) -> Result<(Executed<InboxItem>, String), ApiError> {
    let metadata = context.metadata(&command);
    let actor = metadata.actor.clone();
    let executed = state.inbox.execute(id, command, metadata).await?;
    await_projections(&state.pool, executed.position).await;
    if !executed.events.is_empty() {
        return Ok((executed, actor));
    }
    let history = state.inbox.history(id).await?;
    let recorded_by = history
        .last()
        .map(|envelope| EventMetadata::from_map(&envelope.metadata).actor)
        .unwrap_or(actor);
    Ok((executed, recorded_by))
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
            .dog_requests
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
            .contact_messages
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
