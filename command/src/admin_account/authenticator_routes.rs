//! The authenticator app over HTTP, under `/api/admin/profile`: staff add one (set up, then
//! confirmed with a code), remove it, and get new recovery codes.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use chrono::Utc;
use events::AdminIdentity;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{
    AddAuthenticatorRequest, AuthenticatorSetup, PasswordConfirmation, RecoveryCodesResponse,
};
use super::{AdminAccount, AdminAccountCommand};
use crate::auth::authenticator::AuthenticatorSecret;
use crate::auth::recovery_codes::RecoveryCodes;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::state::CommandState;

/// The authenticator's routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(set_up_authenticator))
        .routes(routes!(add_authenticator))
        .routes(routes!(remove_authenticator))
        .routes(routes!(renew_recovery_codes))
}

/// A new authenticator secret for the signed-in staff member to scan. Nothing is kept until
/// `POST /api/admin/profile/authenticator/add` confirms it with a code from the app.
#[utoipa::path(
    post,
    path = "/profile/authenticator/setup",
    tag = "admin",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A secret to add to the app", body = AuthenticatorSetup),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
    )
)]
pub async fn set_up_authenticator(
    Extension(identity): Extension<AdminIdentity>,
) -> Result<Json<AuthenticatorSetup>, ApiError> {
    let secret = AuthenticatorSecret::generate();
    let (otpauth_url, qr_code) = secret.enrolment(&identity.login)?;
    Ok(Json(AuthenticatorSetup {
        secret: secret.to_base32(),
        otpauth_url,
        qr_code,
    }))
}

/// Makes the set-up authenticator the account's second factor, once its code shows the app
/// holds it. Answers ten recovery codes when it is the account's first second factor; from
/// now on, signing in takes a code too.
#[utoipa::path(
    post,
    path = "/profile/authenticator/add",
    tag = "admin",
    security(("bearer" = [])),
    request_body = AddAuthenticatorRequest,
    responses(
        (status = 200, description = "Added", body = RecoveryCodesResponse),
        (status = 400, description = "Not a secret of the setup (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 409, description = "The account has an authenticator already (`conflict`)", body = ErrorBody),
        (status = 422, description = "Not the app's code now (`secondFactorError`, field `code`)", body = ErrorBody),
    )
)]
pub async fn add_authenticator(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
    JsonBody(request): JsonBody<AddAuthenticatorRequest>,
) -> Result<Json<RecoveryCodesResponse>, ApiError> {
    let secret = AuthenticatorSecret::from_base32(&request.secret)
        .ok_or(ApiError::InvalidInput(crate::error::INVALID_REQUEST))?;
    let codes = RecoveryCodes::generate();
    let command = AdminAccountCommand::AddAuthenticator {
        sealed: state.authenticators.seal(&secret),
        code: request.code,
        recovery_codes: codes.digests.clone(),
        at: Utc::now(),
    };
    let account = execute(&state, &identity, &context, command).await?;
    Ok(Json(RecoveryCodesResponse::issued(codes, &account)))
}

/// Removes the account's authenticator, and with it the recovery codes unless a passkey is
/// left: without one, signing in takes the password only again.
#[utoipa::path(
    post,
    path = "/profile/authenticator/remove",
    tag = "admin",
    security(("bearer" = [])),
    request_body = PasswordConfirmation,
    responses(
        (status = 204, description = "Removed"),
        (status = 400, description = "Not the expected JSON (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 422, description = "Wrong password (`wrongCurrentPassword`)", body = ErrorBody),
    )
)]
pub async fn remove_authenticator(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
    JsonBody(request): JsonBody<PasswordConfirmation>,
) -> Result<Response, ApiError> {
    let command = AdminAccountCommand::RemoveAuthenticator {
        password: request.current_password,
        at: Utc::now(),
    };
    execute(&state, &identity, &context, command).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Ten new recovery codes; the ones before stop working.
#[utoipa::path(
    post,
    path = "/profile/recovery-codes/renew",
    tag = "admin",
    security(("bearer" = [])),
    request_body = PasswordConfirmation,
    responses(
        (status = 200, description = "New codes", body = RecoveryCodesResponse),
        (status = 400, description = "Not the expected JSON (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 409, description = "The account has no second factor (`conflict`)", body = ErrorBody),
        (status = 422, description = "Wrong password (`wrongCurrentPassword`)", body = ErrorBody),
    )
)]
pub async fn renew_recovery_codes(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
    JsonBody(request): JsonBody<PasswordConfirmation>,
) -> Result<Json<RecoveryCodesResponse>, ApiError> {
    let codes = RecoveryCodes::generate();
    let command = AdminAccountCommand::RenewRecoveryCodes {
        password: request.current_password,
        digests: codes.digests,
        at: Utc::now(),
    };
    execute(&state, &identity, &context, command).await?;
    Ok(Json(RecoveryCodesResponse {
        recovery_codes: codes.shown,
    }))
}

/// Runs a command of the signed-in account and waits until the profile shows its outcome.
pub(super) async fn execute(
    state: &CommandState,
    identity: &AdminIdentity,
    context: &RequestContext,
    command: AdminAccountCommand,
) -> Result<AdminAccount, ApiError> {
    let account = |done: &Decided<AdminAccount>| Ok(done.state.clone());
    state
        .executor::<AdminAccount>()
        .execute_and_answer(context, &identity.account_id, command, account)
        .await
}
