//! `POST /api/login`: a staff member signs in with login and password and begins a staff
//! session; `PUT /api/admin/profile/update`: they edit their profile and, optionally, their
//! password.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};

use chrono::{DateTime, Utc};
use events::AdminIdentity;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{LoginRequest, SecondStep};
use super::profile::IMAGE_ERROR;
use super::profile::{profile_response, uploaded_image_id, ProfileResponse, ProfileUpdateRequest};
use super::sessions::{LoginResponse, SignedIn};
use super::{AdminAccount, AdminAccountCommand, PasswordChange};
use crate::auth::guard::StaffSession;
use crate::auth::token::bearer_headers;
use crate::auth::{challenge, session};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, LOGIN_ERROR};
use crate::executor::Decided;
use crate::extract::{ClientAddress, JsonBody};
use crate::read_models;
use crate::state::CommandState;

/// The account routes anyone may call, relative to `/api`.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new().routes(routes!(login))
}

/// The account routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new().routes(routes!(update_profile))
}

/// Counts a refused sign-in of `login`; refused when its window is full already, which the
/// lockout's check finds all the same.
async fn count_refusal(
    state: &CommandState,
    login: String,
    at: DateTime<Utc>,
) -> Result<(), ApiError> {
    match state.sign_in_logins.try_acquire(login, at).await {
        Err(ApiError::TooManyRequests { .. }) | Ok(()) => Ok(()),
        Err(error) => Err(error),
    }
}

/// Signs a staff member in: answers an access token and begins a staff session, whose secret
/// the `staff_session` cookie carries; for an account with a second factor, answers 202 and a
/// challenge for `POST /api/login/second-factor` instead. A wrong login, a wrong password and
/// a locked account answer alike, in the same time. Five refusals of one login within 15
/// minutes lock the account for 15 minutes, doubling with each lockout of the day, and mail its
/// owner; the right password of an account with a second factor still leads to the second
/// step, where the lockout ends. Twenty refusals from one client within 15 minutes are
/// answered 429 before any password is checked.
#[utoipa::path(
    post,
    path = "/login",
    tag = "admin",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in", body = LoginResponse,
         headers(("Authorization" = String, description = "Bearer <token>"),
                 ("Set-Cookie" = String, description = "The session's secret, HttpOnly"))),
        (status = 202, description = "The password is right; the second factor is awaited", body = SecondStep),
        (status = 400, description = "Not the expected JSON (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Invalid username or password, or locked (`loginError`)", body = ErrorBody),
        (status = 429, description = "Too many refused sign-ins from this client (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn login(
    State(state): State<CommandState>,
    context: RequestContext,
    ClientAddress(client): ClientAddress,
    JsonBody(request): JsonBody<LoginRequest>,
) -> Result<Response, ApiError> {
    let at = Utc::now();
    // Taken before any password work and given back on success or on a failure of ours.
    let attempt = state.sign_in_clients.try_reserve(client, at).await?;
    let login = request.login.trim().to_owned();
    let refused = ApiError::Unauthorized(LOGIN_ERROR);
    let Some(account_id) = read_models::account_by_login(&state.pool, &login).await? else {
        // No account to ask: spend a password check's time all the same, so that the answer's
        // timing tells nothing either.
        state
            .passwords
            .check_against_decoy(&request.password)
            .await?;
        attempt.keep();
        count_refusal(&state, login, at).await?;
        return Err(refused);
    };
    let command = AdminAccountCommand::SignIn {
        password: request.password,
        // The account decides: with a second factor, its password still leads on.
        throttled: state.sign_in_logins.is_full(login.clone(), at).await?,
        at,
    };
    let metadata = context.metadata(&command);
    let executed = match state
        .executor::<AdminAccount>()
        .execute(&account_id, command, metadata)
        .await
    {
        Ok(executed) => executed,
        Err(ApiError::Unauthorized(_)) => {
            attempt.keep();
            count_refusal(&state, login.clone(), at).await?;
            if state.sign_in_logins.is_full(login, at).await? {
                let lock = AdminAccountCommand::Lock { at };
                let metadata = context.metadata(&lock);
                state
                    .executor::<AdminAccount>()
                    .execute(&account_id, lock, metadata)
                    .await?;
            }
            return Err(refused);
        }
        Err(error) => return Err(error),
    };
    let account = executed.state;
    attempt.give_back().await;
    if account.has_second_factor() {
        // The count of refusals stays until the sign-in is done: the password alone is not.
        let passkeys = account.passkeys_to_sign_in_with();
        let (passkey, ceremony) = match &state.passkeys {
            Some(relying_party) if !passkeys.is_empty() => {
                let (options, ceremony) = relying_party.start_authentication(&passkeys)?;
                let ceremony = serde_json::to_value(ceremony).map_err(anyhow::Error::from)?;
                (Some(options), Some(ceremony))
            }
            _ => (None, None),
        };
        let challenge = challenge::open(&state.pool, &account_id, &login, ceremony, at).await?;
        let step = SecondStep {
            second_factor_challenge: challenge.as_str().to_owned(),
            authenticator: account.has_authenticator(),
            passkey,
        };
        return Ok((StatusCode::ACCEPTED, Json(step)).into_response());
    }
    state.sign_in_logins.forget(login).await?;
    SignedIn::begin(&state, account_id, &account, at)
        .await?
        .answer(&state)
}

/// Updates the signed-in staff member's profile, and their password when asked. Answers the
/// updated profile with a fresh token in `Authorization`; after a password change only tokens
/// issued from then on work, and only this device's session goes on.
#[utoipa::path(
    put,
    path = "/profile/update",
    tag = "admin",
    security(("bearer" = [])),
    request_body = ProfileUpdateRequest,
    responses(
        (status = 200, description = "Updated", body = ProfileResponse,
         headers(("Authorization" = String, description = "Bearer <fresh token>"))),
        (status = 400, description = "Invalid field (`field` names it)", body = ErrorBody),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
        (status = 409, description = "Login taken (`loginTaken`) or concurrent change (`conflict`)", body = ErrorBody),
        (status = 422, description = "Wrong current password (`wrongCurrentPassword`)", body = ErrorBody),
    )
)]
pub async fn update_profile(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    Extension(StaffSession(session_id)): Extension<StaffSession>,
    context: RequestContext,
    JsonBody(request): JsonBody<ProfileUpdateRequest>,
) -> Result<Response, ApiError> {
    let form = request.parse()?;
    if let Some(id) = form.image_link.as_deref().and_then(uploaded_image_id) {
        if !state.image_uploaded(id).await? {
            return Err(ApiError::InvalidInput(IMAGE_ERROR));
        }
    }
    let changes_password = form.new_password.is_some();
    let password_change = match form.new_password {
        Some(password) => Some(PasswordChange {
            current_password: password.current,
            new_password_hash: state.passwords.hash(&password.new).await?,
        }),
        None => None,
    };
    let command = AdminAccountCommand::UpdateProfile {
        login: form.login,
        email: form.email,
        preferred_language: form.preferred_language,
        image_link: form.image_link,
        password_change,
        at: Utc::now(),
    };
    let account_id = identity.account_id;
    // Built from the account as the change leaves it; the guard reads the credentials version
    // from the projection, which the pipeline waits for, so the fresh token works at once.
    let answer = |done: &Decided<AdminAccount>| {
        let token = fresh_token(&state, account_id.clone(), &done.state, session_id)?;
        let profile = profile_response(account_id.clone(), &done.state)?;
        let version = done.state.credentials_version();
        Ok((version, bearer_headers(&token)?, Json(profile)))
    };
    let (version, headers, profile) = state
        .executor::<AdminAccount>()
        .execute_and_answer(&context, &account_id, command, answer)
        .await?;
    if changes_password {
        // The change is made and answered even if this fails: the device is then signed out
        // at its next renewal, as every other device of the account is.
        if let Err(error) = session::follow_password_change(&state.pool, session_id, version).await
        {
            tracing::warn!(%error, "the session that changed its password could not follow it");
        }
    }
    Ok((headers, profile).into_response())
}

/// An access token for the account as it is now, under its current credentials version, in
/// the session `session_id`.
fn fresh_token(
    state: &CommandState,
    account_id: String,
    account: &AdminAccount,
    session_id: uuid::Uuid,
) -> Result<String, ApiError> {
    let profile = account.profile().ok_or(ApiError::NotFound)?;
    let identity = AdminIdentity {
        account_id,
        login: profile.login.clone(),
    };
    let version = account.credentials_version();
    Ok(state
        .auth
        .config
        .issue_token(&identity, version, session_id, Utc::now())?)
}
