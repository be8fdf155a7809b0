//! The admin guard: a middleware for everything under `/api/admin`.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header::AUTHORIZATION;
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use events::AdminIdentity;
use sqlx::PgPool;

use super::token::AuthConfig;
use crate::admin_account::lookup;
use crate::error::{ApiError, TOKEN_EXPIRED};

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
/// expired and issued under the account's current credentials version, of an account that is
/// not locked (a lockout ends the sessions a thief may hold too); hands the handlers an
/// [`AdminIdentity`] extension. Anything else answers 401 `tokenExpiredMessage`.
///
/// Use with `axum::middleware::from_fn_with_state(auth_state, require_admin)`.
pub async fn require_admin(
    State(state): State<AuthState>,
    mut request: Request,
    next: Next,
) -> Response {
    match authenticate(&state, request.headers()).await {
        Ok(identity) => {
            request.extensions_mut().insert(identity);
            next.run(request).await
        }
        Err(error) => error.into_response(),
    }
}

async fn authenticate(state: &AuthState, headers: &HeaderMap) -> Result<AdminIdentity, ApiError> {
    let expired = || ApiError::Unauthorized(TOKEN_EXPIRED);
    let token = bearer_token(headers).ok_or_else(expired)?;
    let claims = state.config.verify_token(token).ok_or_else(expired)?;
    match lookup::credentials(&state.pool, &claims.sub).await? {
        Some(account)
            if account.credentials_version == claims.ver
                && account
                    .blocked_until
                    .is_none_or(|until| until <= Utc::now()) =>
        {
            Ok(AdminIdentity {
                account_id: claims.sub,
                login: account.login,
            })
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
