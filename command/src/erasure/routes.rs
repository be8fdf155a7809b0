//! `POST /api/admin/inbox/{id}/erase`: staff forget the visitor who sent an item, at their
//! request. What it will erase is the read side's `GET /api/admin/inbox/{id}/erasure`.
//! `POST /api/admin/newsletter/subscribers/{id}/erase`: staff forget a subscriber, who may
//! never have written to the hotel.

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::inbox::InboxItemId;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::record::erase_and_answer;
use super::subjects::{Subscription, Visitor};
use super::Erasure;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::Decided;
use crate::inbox::routes::was_received;
use crate::newsletter::{self, SubscriptionCommand};
use crate::state::CommandState;

/// Relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(erase_visitor))
        .routes(routes!(erase_subscriber))
}

/// What was erased.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Erased {
    /// The inbox items whose visitor is forgotten; empty when they already were.
    pub erased: Vec<String>,
    /// Whether a newsletter subscription of theirs was ended and forgotten too.
    pub subscription: bool,
}

/// Erases the personal data of the visitor who sent the item: this request and their others
/// linked to it by an e-mail address or a phone, what staff answered them, and the newsletter
/// subscriptions of their addresses, which end. The requests stay in the inbox as having existed.
#[utoipa::path(
    post,
    path = "/inbox/{id}/erase",
    tag = "inbox",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id, as the inbox list gives it")),
    responses(
        (status = 200, description = "The visitor is forgotten (an item already erased answers with nothing erased)", body = Erased),
        (status = 404, description = "No item with this id", body = ErrorBody),
    )
)]
pub async fn erase_visitor(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<Erased>, ApiError> {
    let item = InboxItemId::parse(&id).ok_or(ApiError::NotFound)?;
    if !was_received(&state, &item).await? {
        return Err(ApiError::NotFound);
    }
    if state.executor::<Erasure>().load(&id).await?.erased() {
        return Ok(Json(Erased {
            erased: Vec::new(),
            subscription: false,
        }));
    }
    let visitor = Visitor::of_item(&state.pool, &state.subscription_key, &item).await?;
    for subscription in &visitor.subscriptions {
        end(&state, &context, subscription).await?;
    }
    let subjects = visitor.subjects();
    let erased = |_: &_| {
        Ok(Json(Erased {
            erased: visitor.items.iter().map(ToString::to_string).collect(),
            subscription: !visitor.subscriptions.is_empty(),
        }))
    };
    erase_and_answer(&state, &context, &id, subjects, erased).await
}

/// Whether a subscriber was forgotten.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriberErased {
    /// `false` when this subscription was already forgotten.
    pub erased: bool,
}

/// Ends the subscription (if it still runs) and erases its address, with the mail about it
/// that a server refused: the subscriber leaves the list. The same address may subscribe again
/// later, which starts over.
#[utoipa::path(
    post,
    path = "/newsletter/subscribers/{id}/erase",
    tag = "newsletter",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The subscriber's id, as the list gives it")),
    responses(
        (status = 200, description = "The subscriber is forgotten", body = SubscriberErased),
        (status = 404, description = "No subscription with this id", body = ErrorBody),
    )
)]
pub async fn erase_subscriber(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<SubscriberErased>, ApiError> {
    let subscription = Subscription::find(&state.pool, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    end(&state, &context, &subscription).await?;
    let erasure_id = subscription.erasure_id(subscription.sequence(&state.pool).await?);
    let subjects = Visitor::of_subscription(subscription).subjects();
    let erased = |done: &Decided<Erasure>| {
        Ok(Json(SubscriberErased {
            erased: !done.events.is_empty(),
        }))
    };
    erase_and_answer(&state, &context, &erasure_id, subjects, erased).await
}

/// Ends `subscription` before it is erased, so nothing more is sent to it and subscribing
/// again starts over; an ended one records nothing.
async fn end(
    state: &CommandState,
    context: &RequestContext,
    subscription: &Subscription,
) -> Result<(), ApiError> {
    let command = SubscriptionCommand::Unsubscribe { at: Utc::now() };
    let metadata = context.metadata(&command);
    state
        .executor::<newsletter::Subscription>()
        .execute(&subscription.id, command, metadata)
        .await?;
    Ok(())
}
