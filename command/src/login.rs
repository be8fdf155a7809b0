//! `POST /api/login`: a staff member signs in with login and password.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use chrono::Utc;
use events::metadata::VISITOR;
use events::{AdminIdentity, EventMetadata, Language};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::admin_account::{AdminAccountCommand, SignInOutcome};
use crate::admin_accounts;
use crate::auth::token::bearer_headers;
use crate::error::{ApiError, ErrorBody, LOGIN_ERROR};
use crate::extract::{JsonBody, RequestId};
use crate::state::CommandState;

#[derive(Deserialize, ToSchema)]
pub struct LoginRequest {
    #[schema(example = "anna")]
    pub login: String,
    pub password: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResponse {
    /// The same token as in the `Authorization` header.
    pub token: String,
    pub login: String,
    #[schema(value_type = String, example = "uk")]
    pub preferred_language: Language,
}

/// Signs a staff member in. A wrong login and a wrong password answer alike; five wrong
/// passwords within 15 minutes block the account for 15 minutes.
#[utoipa::path(
    post,
    path = "/api/login",
    tag = "admin",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in", body = LoginResponse,
         headers(("Authorization" = String, description = "Bearer <token>"))),
        (status = 400, description = "Not the expected JSON (`invalidRequest`)", body = ErrorBody),
        (status = 401, description = "Invalid username or password (`loginError`)", body = ErrorBody),
        (status = 403, description = "Temporarily blocked (`accountBlocked`)", body = ErrorBody),
    )
)]
pub async fn login(
    State(state): State<CommandState>,
    RequestId(request_id): RequestId,
    JsonBody(request): JsonBody<LoginRequest>,
) -> Result<Response, ApiError> {
    let login = request.login.trim();
    let Some(account_id) = admin_accounts::id_by_login(&state.pool, login).await? else {
        // No account, so no events; but spend the time of a password check, so the answer's
        // timing does not tell which logins exist.
        state
            .passwords
            .check_against_decoy(&request.password)
            .await?;
        return Err(ApiError::Unauthorized(LOGIN_ERROR));
    };
    let command = AdminAccountCommand::SignIn {
        password: request.password,
        at: Utc::now(),
    };
    let metadata = EventMetadata {
        actor: VISITOR.to_owned(),
        request_id,
        command: "SignIn".to_owned(),
    };
    let executed = state
        .accounts
        .execute(&account_id, command, metadata)
        .await?;
    match SignInOutcome::of(&executed.events) {
        SignInOutcome::Blocked => Err(ApiError::Blocked),
        SignInOutcome::InvalidCredentials => Err(ApiError::Unauthorized(LOGIN_ERROR)),
        SignInOutcome::SignedIn => {
            let profile = executed.state.profile().ok_or(ApiError::NotFound)?;
            let identity = AdminIdentity {
                account_id,
                login: profile.login.clone(),
            };
            let version = executed.state.credentials_version();
            let token = state
                .auth
                .config
                .issue_token(&identity, version, Utc::now())?;
            let body = LoginResponse {
                token: token.clone(),
                login: identity.login,
                preferred_language: profile.preferred_language,
            };
            Ok((bearer_headers(&token)?, Json(body)).into_response())
        }
    }
}
