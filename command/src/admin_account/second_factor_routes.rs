//! The second step of a sign-in over HTTP: `POST /api/login/second-factor` ends a sign-in begun
//! with the password. Staff add their second factors in `authenticator_routes` and
//! `passkey_routes`.

use axum::extract::State;
use axum::response::Response;
use chrono::{DateTime, Utc};
use errors::ErrorCode;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use webauthn_rs::prelude::PublicKeyCredential;

use super::body::SecondFactorRequest;
use super::sessions::SignedIn;
use super::{AdminAccount, AdminAccountCommand, WRONG_CODE, WRONG_PASSKEY};
use crate::auth::authenticator;
use crate::auth::challenge::{self, Challenge, Pending};
use crate::auth::recovery_codes;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::executor::{await_projections, Executed};
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
    let at = Utc::now();
    let attempt = state.sign_in_clients.try_reserve(client, at).await?;
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
    attempt.give_back().await;
    state.sign_in_logins.forget(pending.login).await?;
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
