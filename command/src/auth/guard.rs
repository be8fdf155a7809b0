//! The admin guard: a middleware for everything under `/api/admin`.

use std::sync::Arc;

use axum::extract::{OriginalUri, Request, State};
use axum::http::header::AUTHORIZATION;
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use events::AdminIdentity;
use sqlx::PgPool;
use uuid::Uuid;

use super::token::AuthConfig;
use crate::error::{ApiError, Reason, TOKEN_EXPIRED};
use crate::read_models;
use errors::ErrorCode;

const SECOND_FACTOR_REQUIRED: Reason = Reason::new(
    ErrorCode::SecondFactorRequired,
    "Add a second factor to your account, on your profile, before you go on.",
);

/// What the guard needs: the token secret and the `admin_accounts` read table.
#[derive(Debug, Clone)]
pub struct AuthState {
    pub(crate) pool: PgPool,
    pub(crate) config: Arc<AuthConfig>,
}

impl AuthState {
    pub fn new(pool: PgPool, config: AuthConfig) -> AuthState {
        AuthState {
            pool,
            config: Arc::new(config),
        }
    }
}

/// Lets a request through only with `Authorization: Bearer <token>` whose token is valid, not
/// expired and issued under the account's current credentials version (or a newer one the
/// projection has yet to reach), in a staff session that
/// is still on, of an account that is not locked (a lockout ends the sessions a thief may hold
/// too); hands the handlers an [`AdminIdentity`] and a [`StaffSession`] extension. Anything
/// else answers 401 `tokenExpiredMessage`. Where the owner requires a second factor, an
/// account without one reaches its profile only, and elsewhere gets 403
/// `secondFactorRequired`.
///
/// Use with `axum::middleware::from_fn_with_state(auth_state, require_admin)`.
pub async fn require_admin(
    State(state): State<AuthState>,
    mut request: Request,
    next: Next,
) -> Response {
    // Under `/api/admin/profile` a staff member adds their second factor, which the rest waits for.
    let path = request
        .extensions()
        .get::<OriginalUri>()
        .map_or(request.uri().path(), |original| original.path());
    let on_profile = path.starts_with("/api/admin/profile");
    match authenticate(&state, request.headers(), on_profile).await {
        Ok((identity, session)) => {
            request.extensions_mut().insert(identity);
            request.extensions_mut().insert(session);
            next.run(request).await
        }
        Err(error) => error.into_response(),
    }
}

/// The staff session a request's token was issued in.
#[derive(Debug, Clone, Copy)]
pub struct StaffSession(pub Uuid);

async fn authenticate(
    state: &AuthState,
    headers: &HeaderMap,
    on_profile: bool,
) -> Result<(AdminIdentity, StaffSession), ApiError> {
    let expired = || ApiError::Unauthorized(TOKEN_EXPIRED);
    let token = bearer_token(headers).ok_or_else(expired)?;
    let claims = state.config.verify_token(token).ok_or_else(expired)?;
    match read_models::credentials(&state.pool, &claims.sub, claims.sid).await? {
        Some(account)
            // A newer version than the table's is the account's own, signed by us, which the
            // projection has yet to reach; an older one was retired by a password change.
            if account.session_on
                && claims.ver >= account.credentials_version
                && account
                    .blocked_until
                    .is_none_or(|until| until <= Utc::now()) =>
        {
            if state.config.require_second_factor && !account.second_factor && !on_profile {
                return Err(ApiError::Forbidden(SECOND_FACTOR_REQUIRED));
            }
            let identity = AdminIdentity {
                account_id: claims.sub,
                login: account.login,
            };
            Ok((identity, StaffSession(claims.sid)))
        }
        _ => Err(expired()),
    }
}

fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_bearer_credentials_are_read() {
        let mut headers = HeaderMap::new();
        assert_eq!(bearer_token(&headers), None);
        headers.insert(AUTHORIZATION, "Bearer abc.def".parse().unwrap());
        assert_eq!(bearer_token(&headers), Some("abc.def"));
        headers.insert(AUTHORIZATION, "bearer  abc".parse().unwrap());
        assert_eq!(bearer_token(&headers), Some("abc"));
        headers.insert(AUTHORIZATION, "Basic abc".parse().unwrap());
        assert_eq!(bearer_token(&headers), None);
    }
}
