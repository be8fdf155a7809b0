//! The second factor over HTTP: `POST /api/login/second-factor` ends a sign-in begun with the
//! password; under `/api/admin/profile`, staff add an authenticator app (set up, then confirmed
//! with a code), remove it, and get new recovery codes.

use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use chrono::{DateTime, Utc};
use errors::ErrorCode;
use events::AdminIdentity;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use webauthn_rs::prelude::PublicKeyCredential;

use super::sessions::SignedIn;
use super::{AdminAccount, AdminAccountCommand, WRONG_CODE, WRONG_PASSKEY};
use crate::auth::authenticator::{self, AuthenticatorSecret};
use crate::auth::challenge::{self, Challenge, Pending};
use crate::auth::recovery_codes::{self, RecoveryCodes};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::executor::{await_projections, Decided, Executed};
use crate::extract::{ClientAddress, JsonBody};
use crate::state::CommandState;

const SIGN_IN_AGAIN: Reason = Reason::new(
    ErrorCode::SignInAgain,
    "The sign-in took too long or had too many wrong codes. Sign in again.",
);

/// The second step of a sign-in, relative to `/api`.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new().routes(routes!(second_factor))
}

/// The second factor's routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(set_up_authenticator))
        .routes(routes!(add_authenticator))
        .routes(routes!(remove_authenticator))
        .routes(routes!(renew_recovery_codes))
}

/// The second factor given: a code or a passkey's answer.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondFactorRequest {
    /// As `POST /api/login` answered it.
    pub second_factor_challenge: String,
    /// Six digits from the authenticator app, or a recovery code.
    #[schema(example = "492039")]
    pub code: Option<String>,
    /// What `navigator.credentials.get()` resolved to, in its JSON form (`toJSON()`), for the
    /// options `POST /api/login` answered.
    #[schema(value_type = Option<Object>)]
    pub passkey: Option<PublicKeyCredential>,
}

/// Ends a sign-in begun with the password: the authenticator app's code of now, one of the
/// recovery codes, which is then used up, or a passkey's answer. A code is good once. Answers
/// as `POST /api/login` does when it signs in; a lockout of the account ends. Five wrong codes
/// or passkey answers void the challenge.
#[utoipa::path(
    post,
    path = "/login/second-factor",
    tag = "admin",
    request_body = SecondFactorRequest,
    responses(
        (status = 200, description = "Signed in", body = super::sessions::LoginResponse,
         headers(("Authorization" = String, description = "Bearer <token>"),
                 ("Set-Cookie" = String, description = "The session's secret, HttpOnly"))),
        (status = 400, description = "Not the expected JSON, or neither a code nor a passkey (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "The challenge expired or is void (`signInAgain`)", body = ErrorBody),
        (status = 422, description = "A wrong code (`secondFactorError`, field `code`) or passkey (`secondFactorError`)", body = ErrorBody),
        (status = 429, description = "Too many refused sign-ins from this client (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn second_factor(
    State(state): State<CommandState>,
    context: RequestContext,
    ClientAddress(client): ClientAddress,
    JsonBody(request): JsonBody<SecondFactorRequest>,
) -> Result<Response, ApiError> {
    // A wrong code counts against the client as a wrong password does.
    let attempt = state.sign_in_clients.try_reserve(client, Instant::now())?;
    let at = Utc::now();
    let challenge = Challenge::new(request.second_factor_challenge);
    let Some(pending) = challenge::pending(&state.pool, &challenge, at).await? else {
        attempt.keep();
        return Err(ApiError::Unauthorized(SIGN_IN_AGAIN));
    };
    let confirmed = match (request.code, request.passkey) {
        (Some(code), None) => confirm_code(&state, &context, &pending, code, at).await?,
        (None, Some(answer)) => confirm_passkey(&state, &context, &pending, &answer, at).await?,
        _ => {
            attempt.keep();
            return Err(ApiError::InvalidInput(crate::error::INVALID_REQUEST));
        }
    };
    let executed = match confirmed {
        Ok(executed) => executed,
        Err(refusal) => {
            attempt.keep();
            challenge::fail(&state.pool, &challenge).await?;
            return Err(ApiError::RuleBroken(refusal));
        }
    };
    let account_id = pending.account_id;
    if !challenge::close(&state.pool, &challenge).await? {
        return Err(ApiError::Unauthorized(SIGN_IN_AGAIN));
    }
    state.sign_in_logins.forget(pending.login);
    // A lifted lockout must reach the guard before the token is used.
    await_projections(&state.pool, executed.position).await;
    SignedIn::begin(&state, account_id, &executed.state, at)
        .await?
        .answer(&state)
}

/// A second step's outcome: the account after it, or why the factor given was refused.
type Confirmed = Result<Executed<AdminAccount>, Reason>;

/// The authenticator app's code, or a recovery code.
async fn confirm_code(
    state: &CommandState,
    context: &RequestContext,
    pending: &Pending,
    code: String,
    at: DateTime<Utc>,
) -> Result<Confirmed, ApiError> {
    let from_app = recovery_codes::digest(&code).is_none();
    let account_id = &pending.account_id;
    let used_step = challenge::last_step(&state.pool, account_id).await?;
    let command = AdminAccountCommand::ConfirmSecondFactor {
        code,
        after_step: used_step,
        at,
    };
    let executed = match execute_refusable(state, context, account_id, command).await? {
        Ok(executed) => executed,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let newest_step = authenticator::last_step_usable_at(at);
    if from_app && !challenge::use_up_steps(&state.pool, account_id, used_step, newest_step).await?
    {
        // Another sign-in used a code meanwhile, and it may have been this very one.
        return Ok(Err(WRONG_CODE));
    }
    Ok(Ok(executed))
}

/// A passkey's answer to the ceremony begun with the challenge.
async fn confirm_passkey(
    state: &CommandState,
    context: &RequestContext,
    pending: &Pending,
    answer: &PublicKeyCredential,
    at: DateTime<Utc>,
) -> Result<Confirmed, ApiError> {
    let ceremony = pending
        .passkey_ceremony
        .clone()
        .and_then(|ceremony| serde_json::from_value(ceremony).ok());
    let verified = state
        .passkeys
        .as_ref()
        .zip(ceremony)
        .and_then(|(relying_party, ceremony)| {
            relying_party.finish_authentication(answer, &ceremony)
        });
    let Some(id) = verified else {
        return Ok(Err(WRONG_PASSKEY));
    };
    let command = AdminAccountCommand::ConfirmPasskey { id, at };
    execute_refusable(state, context, &pending.account_id, command).await
}

/// Runs a second step's command; a refused factor is the caller's to count, not an error.
async fn execute_refusable(
    state: &CommandState,
    context: &RequestContext,
    account_id: &str,
    command: AdminAccountCommand,
) -> Result<Confirmed, ApiError> {
    let metadata = context.metadata(&command);
    match state
        .executor::<AdminAccount>()
        .execute(account_id, command, metadata)
        .await
    {
        Ok(executed) => Ok(Ok(executed)),
        Err(ApiError::RuleBroken(reason)) if reason.code == ErrorCode::SecondFactorError => {
            Ok(Err(reason))
        }
        Err(error) => Err(error),
    }
}

/// What adding an authenticator app shows: the secret to type in, its `otpauth://` address and
/// the address as a QR code to scan.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthenticatorSetup {
    /// Base32, as apps take it typed in.
    pub secret: String,
    pub otpauth_url: String,
    /// A PNG data URL.
    pub qr_code: String,
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

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddAuthenticatorRequest {
    /// As the setup answered it.
    pub secret: String,
    /// The code the app shows now.
    #[schema(example = "492039")]
    pub code: String,
}

/// Recovery codes, shown this once: the account keeps only their digests. Empty when a factor
/// was added to an account that has its codes already.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodesResponse {
    #[schema(example = json!(["7k3mp-x9q2a"]))]
    pub recovery_codes: Vec<String>,
}

impl RecoveryCodesResponse {
    /// `codes` if the account now holds them, else none.
    pub(super) fn issued(codes: RecoveryCodes, account: &AdminAccount) -> RecoveryCodesResponse {
        let issued = account.recovery_codes_are(&codes.digests);
        RecoveryCodesResponse {
            recovery_codes: if issued { codes.shown } else { Vec::new() },
        }
    }
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

/// The password, asked again before the account's protection is changed.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordConfirmation {
    pub current_password: String,
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
