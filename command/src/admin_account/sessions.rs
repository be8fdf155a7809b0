//! The routes of a staff session: `POST /api/session/refresh` renews it and hands the page a
//! fresh access token, `POST /api/session/logout` ends it, `POST
//! /api/admin/profile/sign-out-everywhere` ends all of the account's. The session's cookie
//! reaches only the first two (`auth::session`).

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use chrono::{DateTime, Utc};
use events::{AdminIdentity, Language};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use super::{AdminAccount, AdminAccountCommand};
use crate::auth::session::{self, SessionSecret};
use crate::auth::token::bearer_headers;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, TOKEN_EXPIRED};
use crate::state::CommandState;

/// The session routes, relative to `/api`: no token needed, the cookie is the credential.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(refresh))
        .routes(routes!(logout))
}

/// The session route for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new().routes(routes!(sign_out_everywhere))
}

/// Renews the session of the `staff_session` cookie: answers a fresh access token and hands the
/// browser the session's next secret. The secret just used no longer works; presented again,
/// it ends the session, since a copy of it exists.
#[utoipa::path(
    post,
    path = "/session/refresh",
    tag = "admin",
    responses(
        (status = 200, description = "Renewed", body = LoginResponse,
         headers(("Authorization" = String, description = "Bearer <token>"),
                 ("Set-Cookie" = String, description = "The session's next secret"))),
        (status = 401, description = "No session, or it ended or expired (`tokenExpiredMessage`)", body = ErrorBody),
    )
)]
pub async fn refresh(State(state): State<CommandState>, headers: HeaderMap) -> Response {
    match renew(&state, &headers).await {
        Ok(Some(response)) => response,
        Ok(None) => {
            let settings = &state.auth.config.sessions;
            let refused = ApiError::Unauthorized(TOKEN_EXPIRED).into_response();
            ([(SET_COOKIE, settings.removal())], refused).into_response()
        }
        Err(error) => error.into_response(),
    }
}

async fn renew(state: &CommandState, headers: &HeaderMap) -> Result<Option<Response>, ApiError> {
    let Some(secret) = SessionSecret::from_request(headers) else {
        return Ok(None);
    };
    let settings = &state.auth.config.sessions;
    let Some(renewed) = session::renew(&state.pool, &secret, settings, Utc::now()).await? else {
        return Ok(None);
    };
    let identity = AdminIdentity {
        account_id: renewed.account_id,
        login: renewed.login,
    };
    let signed_in = SignedIn {
        identity,
        preferred_language: renewed.preferred_language,
        credentials_version: renewed.credentials_version,
        session_id: renewed.session_id,
        secret: renewed.secret,
    };
    signed_in.answer(state).map(Some)
}

/// Ends the session of the `staff_session` cookie, on the server: its tokens stop working at
/// once and its secret opens nothing. Answers 204 whether or not there was one.
#[utoipa::path(
    post,
    path = "/session/logout",
    tag = "admin",
    responses(
        (status = 204, description = "Signed out",
         headers(("Set-Cookie" = String, description = "Removes the session cookie"))),
    )
)]
pub async fn logout(
    State(state): State<CommandState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    if let Some(secret) = SessionSecret::from_request(&headers) {
        session::sign_out(&state.pool, &secret, Utc::now()).await?;
    }
    let removal = state.auth.config.sessions.removal();
    Ok((StatusCode::NO_CONTENT, [(SET_COOKIE, removal)]).into_response())
}

/// Ends every session of the signed-in account, on every device, this one included: a lost
/// phone or a shared computer is signed out. Recorded in the account's history.
#[utoipa::path(
    post,
    path = "/profile/sign-out-everywhere",
    tag = "admin",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Signed out everywhere",
         headers(("Set-Cookie" = String, description = "Removes the session cookie"))),
        (status = 401, description = "Session expired (`tokenExpiredMessage`)", body = ErrorBody),
    )
)]
pub async fn sign_out_everywhere(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
) -> Result<Response, ApiError> {
    let at = Utc::now();
    // Ended first: should the command fail, what was asked for has happened all the same, and
    // the event raising the credentials version stops the tokens still out there.
    session::sign_out_everywhere(&state.pool, &identity.account_id, at).await?;
    let command = AdminAccountCommand::SignOutEverywhere { at };
    let metadata = context.metadata(&command);
    state
        .executor::<AdminAccount>()
        .execute(&identity.account_id, command, metadata)
        .await?;
    let removal = state.auth.config.sessions.removal();
    Ok((StatusCode::NO_CONTENT, [(SET_COOKIE, removal)]).into_response())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResponse {
    /// The same access token as in the `Authorization` header: minutes long, to keep in
    /// memory and renew through `POST /api/session/refresh`.
    pub token: String,
    pub login: String,
    #[schema(value_type = String, example = "uk")]
    pub preferred_language: Language,
}

/// A device signed in, with what its answer needs.
pub(super) struct SignedIn {
    pub identity: AdminIdentity,
    pub preferred_language: Language,
    pub credentials_version: i32,
    pub session_id: Uuid,
    pub secret: SessionSecret,
}

impl SignedIn {
    /// Begins a staff session for `account`, whose sign-in just succeeded.
    pub async fn begin(
        state: &CommandState,
        account_id: String,
        account: &AdminAccount,
        at: DateTime<Utc>,
    ) -> Result<SignedIn, ApiError> {
        let profile = account.profile().ok_or(ApiError::NotFound)?;
        let settings = &state.auth.config.sessions;
        let version = account.credentials_version();
        let (session_id, secret) =
            session::begin(&state.pool, &account_id, version, settings, at).await?;
        Ok(SignedIn {
            identity: AdminIdentity {
                account_id,
                login: profile.login.clone(),
            },
            preferred_language: profile.preferred_language,
            credentials_version: version,
            session_id,
            secret,
        })
    }

    /// The answer that signs the device in: an access token in the body and in
    /// `Authorization`, the session's secret in its cookie.
    pub fn answer(self, state: &CommandState) -> Result<Response, ApiError> {
        let config = &state.auth.config;
        let token = config.issue_token(
            &self.identity,
            self.credentials_version,
            self.session_id,
            Utc::now(),
        )?;
        let mut headers = bearer_headers(&token)?;
        headers.insert(SET_COOKIE, config.sessions.cookie(&self.secret));
        let body = LoginResponse {
            token,
            login: self.identity.login,
            preferred_language: self.preferred_language,
        };
        Ok((headers, Json(body)).into_response())
    }
}
