//! Passkeys over HTTP, under `/api/admin/profile`: a staff member adds one in two calls (the
//! options for `navigator.credentials.create()`, then what it created) and removes one with
//! the password. Signing in with one goes through `POST /api/login/second-factor`.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use chrono::Utc;
use errors::ErrorCode;
use events::AdminIdentity;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::authenticator_routes::execute;
use super::body::{AddPasskeyRequest, PasskeySetup, RecoveryCodesResponse, RemovePasskeyRequest};
use super::AdminAccount;
use super::AdminAccountCommand;
use crate::auth::challenge::Challenge;
use crate::auth::passkeys::{self, Passkeys};
use crate::auth::recovery_codes::RecoveryCodes;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::extract::JsonBody;
use crate::state::CommandState;

const NOT_ADDED: Reason = Reason::new(
    ErrorCode::SecondFactorError,
    "The passkey was not added: the browser's answer came too late or did not hold. Try again.",
);

const NO_PASSKEYS_HERE: Reason = Reason::new(
    ErrorCode::Conflict,
    "Passkeys work only on a site opened by its name, not by an IP address.",
);

/// Relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(set_up_passkey))
        .routes(routes!(add_passkey))
        .routes(routes!(remove_passkey))
}

/// Begins adding a passkey for the signed-in staff member: the browser creates it with these
/// options, then `POST /api/admin/profile/passkey/add` keeps it.
#[utoipa::path(
    post,
    path = "/profile/passkey/setup",
    tag = "admin",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Options for the browser", body = PasskeySetup),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 409, description = "The site is reached by an IP address (`conflict`)", body = ErrorBody),
    )
)]
pub async fn set_up_passkey(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
) -> Result<Json<PasskeySetup>, ApiError> {
    let relying_party = relying_party(&state)?;
    let account = state
        .executor::<AdminAccount>()
        .load(&identity.account_id)
        .await?;
    let (options, ceremony) = relying_party.start_registration(
        &identity.account_id,
        &identity.login,
        &account.passkeys_to_sign_in_with(),
    )?;
    let registration =
        passkeys::keep_registration(&state.pool, &identity.account_id, &ceremony, Utc::now())
            .await?;
    Ok(Json(PasskeySetup {
        registration: registration.as_str().to_owned(),
        options,
    }))
}

/// Keeps the passkey the browser created: from now on it signs in. Answers ten recovery codes
/// when it is the account's first second factor.
#[utoipa::path(
    post,
    path = "/profile/passkey/add",
    tag = "admin",
    security(("bearer" = [])),
    request_body = AddPasskeyRequest,
    responses(
        (status = 200, description = "Added", body = RecoveryCodesResponse),
        (status = 400, description = "Not the expected JSON (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 409, description = "The account has this passkey, or the site is reached by an IP address (`conflict`)", body = ErrorBody),
        (status = 422, description = "The registration expired, or the answer does not hold (`secondFactorError`)", body = ErrorBody),
    )
)]
pub async fn add_passkey(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
    JsonBody(request): JsonBody<AddPasskeyRequest>,
) -> Result<Json<RecoveryCodesResponse>, ApiError> {
    let relying_party = relying_party(&state)?;
    let registration = Challenge::new(request.registration);
    let ceremony =
        passkeys::take_registration(&state.pool, &identity.account_id, &registration, Utc::now())
            .await?;
    let passkey = ceremony
        .and_then(|ceremony| relying_party.finish_registration(&request.credential, &ceremony))
        .ok_or(ApiError::RuleBroken(NOT_ADDED))?;
    let codes = RecoveryCodes::generate();
    let command = AdminAccountCommand::AddPasskey {
        id: passkeys::credential_id(&passkey),
        passkey: serde_json::to_value(&passkey).map_err(anyhow::Error::from)?,
        recovery_codes: codes.digests.clone(),
        at: Utc::now(),
    };
    let account = execute(&state, &identity, &context, command).await?;
    Ok(Json(RecoveryCodesResponse::issued(codes, &account)))
}

/// Removes one of the account's passkeys; with the last second factor go the recovery codes.
#[utoipa::path(
    post,
    path = "/profile/passkey/remove",
    tag = "admin",
    security(("bearer" = [])),
    request_body = RemovePasskeyRequest,
    responses(
        (status = 204, description = "Removed"),
        (status = 400, description = "Not the expected JSON (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 422, description = "Wrong password (`wrongCurrentPassword`)", body = ErrorBody),
    )
)]
pub async fn remove_passkey(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
    JsonBody(request): JsonBody<RemovePasskeyRequest>,
) -> Result<Response, ApiError> {
    let command = AdminAccountCommand::RemovePasskey {
        id: request.id,
        password: request.current_password,
        at: Utc::now(),
    };
    execute(&state, &identity, &context, command).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

fn relying_party(state: &CommandState) -> Result<&Passkeys, ApiError> {
    state
        .passkeys
        .as_ref()
        .ok_or(ApiError::Conflict(NO_PASSKEYS_HERE))
}
