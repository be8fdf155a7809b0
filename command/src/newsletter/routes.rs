//! The newsletter's public calls: `POST /api/add-email` (the strip on every public page) and the
//! two calls the links in the mails lead to. Every one answers 204 whatever the address's story
//! was, so nobody learns from them whether an address is subscribed.

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Redirect;
use chrono::Utc;
use events::newsletter::LinkPurpose;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Subscription;
use super::{SubscriptionCommand, LINK_INVALID};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientAddress, JsonBody, PageLanguage};
use crate::state::CommandState;
use crate::submission;
use crate::validation::Email;

/// The newsletter's routes, open to everyone, relative to `/api`.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(add_email))
        .routes(routes!(confirm))
        .routes(routes!(unsubscribe))
        .routes(routes!(one_click_unsubscribe, open_unsubscribe_page))
}

/// SPEC §3 "Newsletter" plus `website`, the honeypot every public form has.
#[derive(Deserialize, ToSchema)]
pub struct NewsletterPayload {
    #[serde(default)]
    #[schema(example = "olena@ukr.net")]
    pub email: String,
    /// The honeypot: must be empty.
    #[serde(default)]
    pub website: String,
}

/// What a link in a subscription mail carries.
#[derive(Deserialize, ToSchema)]
pub struct LinkPayload {
    #[serde(default)]
    pub token: String,
}

/// Subscribes an address: a confirmation mail goes to it in the page's language, and nothing
/// else until its owner follows the link in it.
#[utoipa::path(
    post,
    path = "/add-email",
    tag = "visitors",
    request_body = NewsletterPayload,
    params(
        ("Accept-DHLanguage" = Option<String>, Header, description = "The page's language: the confirmation mail and the newsletters are in it"),
    ),
    responses(
        (status = 204, description = "Stored; a confirmation mail follows unless the address is confirmed already or was mailed minutes ago"),
        (status = 400, description = "Invalid address (`emptyEmail`, `emailIncorrect`; `field` is `email`)", body = ErrorBody),
        (status = 429, description = "More accepted subscriptions from this client within 10 minutes than the server allows, 5 unless configured (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn add_email(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    context: RequestContext,
    PageLanguage(language): PageLanguage,
    JsonBody(payload): JsonBody<NewsletterPayload>,
) -> Result<StatusCode, ApiError> {
    if submission::is_from_a_bot(&payload.website) {
        return Ok(submission::drop_bot_submission("newsletter", address));
    }
    let email = Email::parse(payload.email.trim())
        .map_err(|invalid| invalid.on_field("email"))?
        .into_inner();
    state
        .forms
        .subscriptions
        .try_acquire(address, Utc::now())
        .await?;
    let id = state.subscription_key.subscription_id(&email);
    let command = SubscriptionCommand::Subscribe {
        email,
        // Russian readers get the Ukrainian texts (SPEC §1), so their mails are Ukrainian too.
        language: language.texts(),
        at: Utc::now(),
    };
    let metadata = context.metadata(&command);
    match state
        .executor::<Subscription>()
        .execute(&id, command, metadata)
        .await
    {
        // The same address sent twice at once: the other one was stored.
        Ok(_) | Err(ApiError::Conflict(_)) => Ok(StatusCode::NO_CONTENT),
        Err(error) => Err(error),
    }
}

/// Confirms a subscription: the link in the confirmation mail leads here.
#[utoipa::path(
    post,
    path = "/newsletter/confirm",
    tag = "visitors",
    request_body = LinkPayload,
    responses(
        (status = 204, description = "Confirmed (or confirmed already): newsletters go to the address"),
        (status = 400, description = "A link not made here, or of a subscription that expired or ended (`subscriptionLinkInvalid`)", body = ErrorBody),
    )
)]
pub async fn confirm(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(link): JsonBody<LinkPayload>,
) -> Result<StatusCode, ApiError> {
    let command = SubscriptionCommand::Confirm { at: Utc::now() };
    follow(&state, &context, &link, LinkPurpose::Confirm, command).await
}

/// Ends a subscription: the link in every subscription mail leads here.
#[utoipa::path(
    post,
    path = "/newsletter/unsubscribe",
    tag = "visitors",
    request_body = LinkPayload,
    responses(
        (status = 204, description = "Unsubscribed (or not subscribed): nothing more goes to the address"),
        (status = 400, description = "A link not made here (`subscriptionLinkInvalid`)", body = ErrorBody),
    )
)]
pub async fn unsubscribe(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(link): JsonBody<LinkPayload>,
) -> Result<StatusCode, ApiError> {
    let command = SubscriptionCommand::Unsubscribe { at: Utc::now() };
    follow(&state, &context, &link, LinkPurpose::Unsubscribe, command).await
}

/// What the `List-Unsubscribe` header of a newsletter carries.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OneClickParams {
    /// The token of the subscriber's unsubscribe link.
    #[serde(default)]
    pub token: String,
}

/// Ends a subscription from the mail program's "unsubscribe" (RFC 8058): the address of the
/// `List-Unsubscribe` header of every newsletter, posted with `List-Unsubscribe=One-Click`.
/// Needs no `X-XSRF-TOKEN`, as a mail program has none.
#[utoipa::path(
    post,
    path = "/newsletter/unsubscribe/one-click",
    tag = "visitors",
    params(OneClickParams),
    responses(
        (status = 204, description = "Unsubscribed (or not subscribed)"),
        (status = 400, description = "A link not made here (`subscriptionLinkInvalid`)", body = ErrorBody),
    )
)]
pub async fn one_click_unsubscribe(
    State(state): State<CommandState>,
    context: RequestContext,
    Query(params): Query<OneClickParams>,
) -> Result<StatusCode, ApiError> {
    let link = LinkPayload {
        token: params.token,
    };
    let command = SubscriptionCommand::Unsubscribe { at: Utc::now() };
    follow(&state, &context, &link, LinkPurpose::Unsubscribe, command).await
}

/// The same address opened in a browser leads to the unsubscribe page, which asks before it
/// acts: mail scanners open links, and a GET must not end anyone's subscription.
#[utoipa::path(
    get,
    path = "/newsletter/unsubscribe/one-click",
    tag = "visitors",
    params(OneClickParams),
    responses(
        (status = 303, description = "To `/newsletter/unsubscribe?token=…`"),
    )
)]
pub async fn open_unsubscribe_page(Query(params): Query<OneClickParams>) -> Redirect {
    // A token is hex digits and a dot; nothing else is carried into the address.
    let token: String = params
        .token
        .chars()
        .filter(|c| c.is_ascii_hexdigit() || *c == '.')
        .collect();
    Redirect::to(&format!("/newsletter/unsubscribe?token={token}"))
}

/// Runs `command` on the subscription `link` was made for, if it was made here for `purpose`.
async fn follow(
    state: &CommandState,
    context: &RequestContext,
    link: &LinkPayload,
    purpose: LinkPurpose,
    command: SubscriptionCommand,
) -> Result<StatusCode, ApiError> {
    let id = state
        .subscription_key
        .read_link(link.token.trim(), purpose)
        .ok_or(ApiError::InvalidInput(LINK_INVALID))?;
    let metadata = context.metadata(&command);
    state
        .executor::<Subscription>()
        .execute(&id, command, metadata)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
