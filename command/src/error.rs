//! The crate's one error type. Every variant is an HTTP outcome; its JSON body carries a stable
//! `code` (a SPEC translation key the web app translates), an English `message` and, for invalid
//! input, the request `field` at fault.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
pub use errors::ErrorBody;
use errors::ErrorCode;

/// A refusal the caller can act on: the body its answer carries, from the one catalogue of
/// codes all answers share.
pub type Reason = ErrorBody;

pub const INVALID_REQUEST: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "The request body is not the JSON this call expects.",
);
pub const LOGIN_ERROR: Reason = Reason::new(ErrorCode::LoginError, "Invalid username or password");
pub const TOKEN_EXPIRED: Reason = Reason::new(
    ErrorCode::TokenExpired,
    "Looks like your session has expired. Log in again to keep working",
);
pub const CONFLICT: Reason = Reason::new(
    ErrorCode::Conflict,
    "Someone else changed this at the same time. Reload and try again.",
);
const TOO_LARGE: Reason = Reason::new(ErrorCode::PayloadTooLarge, "The request is too large.");
const UPLOAD_FAILED: Reason = Reason::new(
    ErrorCode::UploadFailed,
    "An error occurred while uploading the image to the server",
);
const UPLOADS_BUSY: Reason = Reason::new(
    ErrorCode::UploadsBusy,
    "Several photos are being processed already. Try again in a moment.",
);
const TOO_MANY_REQUESTS: Reason = Reason::new(
    ErrorCode::TooManyRequests,
    "Too many requests from this address. Try again in a few minutes.",
);

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 400: the input breaks a SPEC §5 rule or is not the expected JSON.
    #[error("invalid input: {0}")]
    InvalidInput(Reason),
    /// 401: wrong credentials, or a missing, expired or outdated token.
    #[error("not signed in: {0}")]
    Unauthorized(Reason),
    /// 403: signed in, but not allowed this until something is done first.
    #[error("forbidden: {0}")]
    Forbidden(Reason),
    #[error("not found")]
    NotFound,
    /// 409: a concurrent change, or a value another record already holds.
    #[error("conflict: {0}")]
    Conflict(Reason),
    /// 413: the body is over the route's size limit.
    #[error("the request body is too large")]
    TooLarge,
    /// 422: well-formed input that a business rule refuses.
    #[error("refused: {0}")]
    RuleBroken(Reason),
    /// 429: a visitor sent more than a public form allows in its window; a place is free
    /// again after `retry_after`, which the answer's `Retry-After` says.
    #[error("too many requests")]
    TooManyRequests { retry_after: std::time::Duration },
    /// 503: as many uploads as the server processes and queues are under way already.
    #[error("the upload queue is full")]
    UploadsBusy,
    /// 500: logged with its chain when answered, never shown to the caller; 503 with
    /// `Retry-After` instead when the cause is a database that cannot be reached.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
    /// 500 for an upload that failed on our side (storage, encoding): like `Internal`, but with
    /// the SPEC's upload message, which the admin's photo slot shows.
    #[error("upload failed: {0:#}")]
    UploadFailed(anyhow::Error),
}

impl ApiError {
    /// The `code` the answer carries, e.g. `loginTaken`; lets callers outside HTTP (the CLI)
    /// tell refusals apart.
    pub fn code(&self) -> &'static str {
        self.status_and_reason().1.code.as_str()
    }

    fn status_and_reason(&self) -> (StatusCode, Reason) {
        match self {
            ApiError::InvalidInput(reason) => (StatusCode::BAD_REQUEST, *reason),
            ApiError::Unauthorized(reason) => (StatusCode::UNAUTHORIZED, *reason),
            ApiError::Forbidden(reason) => (StatusCode::FORBIDDEN, *reason),
            ApiError::NotFound => (StatusCode::NOT_FOUND, ErrorBody::NOT_FOUND),
            ApiError::Conflict(reason) => (StatusCode::CONFLICT, *reason),
            ApiError::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE),
            ApiError::RuleBroken(reason) => (StatusCode::UNPROCESSABLE_ENTITY, *reason),
            ApiError::TooManyRequests { .. } => (StatusCode::TOO_MANY_REQUESTS, TOO_MANY_REQUESTS),
            ApiError::UploadsBusy => (StatusCode::SERVICE_UNAVAILABLE, UPLOADS_BUSY),
            ApiError::Internal(_) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                ErrorBody::SOMETHING_WENT_WRONG,
            ),
            ApiError::UploadFailed(_) => (StatusCode::INTERNAL_SERVER_ERROR, UPLOAD_FAILED),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(cause) | ApiError::UploadFailed(cause) = &self {
            if errors::unreachable(cause.as_ref()) {
                tracing::warn!("request failed, the database cannot be reached: {cause:#}");
                return ErrorBody::unavailable();
            }
            // The one place internal causes are logged; `{:#}` prints the whole chain.
            tracing::error!("request failed: {cause:#}");
        }
        let (status, reason) = self.status_and_reason();
        match self {
            ApiError::UploadsBusy => reason.answer_later(status),
            // Whole seconds, rounded up: a client waiting that long is let through.
            ApiError::TooManyRequests { retry_after } => {
                let seconds = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
                reason.answer_after(status, seconds)
            }
            _ => reason.answer(status),
        }
    }
}

/// A refused input value, once it names its field, is a 400: what `?` makes of the
/// [`Reason`] a parse answers (`Email::parse(..).map_err(|invalid| invalid.on_field("email"))?`).
impl From<Reason> for ApiError {
    fn from(reason: Reason) -> ApiError {
        ApiError::InvalidInput(reason)
    }
}

/// An aggregate whose commands cannot be refused.
impl From<std::convert::Infallible> for ApiError {
    fn from(never: std::convert::Infallible) -> ApiError {
        match never {}
    }
}

impl From<crate::rate_limit::Full> for ApiError {
    fn from(full: crate::rate_limit::Full) -> ApiError {
        ApiError::TooManyRequests {
            retry_after: full.retry_after,
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        ApiError::Internal(anyhow::Error::new(error).context("database"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn answer(error: ApiError) -> (StatusCode, serde_json::Value) {
        let response = error.into_response();
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    #[tokio::test]
    async fn internal_causes_are_never_sent() {
        let error = ApiError::Internal(anyhow::anyhow!("password=hunter2 leaked"));
        let (status, body) = answer(error).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(
            body,
            serde_json::json!({"code": "somethingWentWrong", "message": "Something went wrong"})
        );
    }

    #[tokio::test]
    async fn invalid_input_names_its_field() {
        let error = ApiError::InvalidInput(
            Reason::new(ErrorCode::EmptyEmail, "Enter it.").on_field("email"),
        );
        let (status, body) = answer(error).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            body,
            serde_json::json!({"code": "emptyEmail", "message": "Enter it.", "field": "email"})
        );
    }
}
