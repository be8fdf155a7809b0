//! The crate's one error type. Every variant is an HTTP outcome; its JSON body carries a stable
//! `code` (a SPEC translation key the web app translates), an English `message` and, for invalid
//! input, the request `field` at fault.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// A refusal the caller can act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reason {
    pub code: &'static str,
    pub message: &'static str,
    pub field: Option<&'static str>,
}

impl Reason {
    pub const fn new(code: &'static str, message: &'static str) -> Reason {
        Reason {
            code,
            message,
            field: None,
        }
    }

    pub const fn on_field(self, field: &'static str) -> Reason {
        Reason {
            field: Some(field),
            ..self
        }
    }
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.field {
            Some(field) => write!(f, "{field}: {} ({})", self.message, self.code),
            None => write!(f, "{} ({})", self.message, self.code),
        }
    }
}

pub const INVALID_REQUEST: Reason = Reason::new(
    "invalidRequest",
    "The request body is not the JSON this call expects.",
);
pub const LOGIN_ERROR: Reason = Reason::new("loginError", "Invalid username or password");
pub const TOKEN_EXPIRED: Reason = Reason::new(
    "tokenExpiredMessage",
    "Looks like your session has expired. Log in again to keep working",
);
const ACCOUNT_BLOCKED: Reason =
    Reason::new("accountBlocked", "Your account is temporarily blocked");
const NOT_FOUND: Reason = Reason::new(
    "message404Error",
    "This page was eaten by our dogs so it doesn't exist",
);
pub const CONFLICT: Reason = Reason::new(
    "conflict",
    "Someone else changed this at the same time. Reload and try again.",
);
const TOO_LARGE: Reason = Reason::new("payloadTooLarge", "The request is too large.");
const SOMETHING_WENT_WRONG: Reason = Reason::new("somethingWentWrong", "Something went wrong");
const UPLOAD_FAILED: Reason = Reason::new(
    media::error::UPLOAD_FAILED,
    "An error occurred while uploading the image to the server",
);
const UPLOADS_BUSY: Reason = Reason::new(
    "uploadsBusyMessage",
    "Several photos are being processed already. Try again in a moment.",
);
const TOO_MANY_REQUESTS: Reason = Reason::new(
    "tooManyRequests",
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
    /// 403: the account is temporarily blocked after repeated failed sign-ins.
    #[error("the account is temporarily blocked")]
    Blocked,
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
    /// 429: a visitor sent more than a public form allows in its window.
    #[error("too many requests")]
    TooManyRequests,
    /// 503: as many uploads as the server processes and queues are under way already.
    #[error("the upload queue is full")]
    UploadsBusy,
    /// 500: logged with its chain when answered, never shown to the caller.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
    /// 500 for an upload that failed on our side (storage, encoding): like `Internal`, but with
    /// the SPEC's upload message, which the admin's photo slot shows.
    #[error("upload failed: {0:#}")]
    UploadFailed(anyhow::Error),
}

/// The JSON body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// SPEC translation key, e.g. `loginError`.
    #[schema(example = "loginError")]
    pub code: &'static str,
    /// English text; the web app shows its own translation of `code`.
    pub message: &'static str,
    /// The request field at fault, for invalid input.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<&'static str>,
}

impl ApiError {
    /// The `code` the answer carries, e.g. `loginTaken`; lets callers outside HTTP (the CLI)
    /// tell refusals apart.
    pub fn code(&self) -> &'static str {
        self.status_and_reason().1.code
    }

    fn status_and_reason(&self) -> (StatusCode, Reason) {
        match self {
            ApiError::InvalidInput(reason) => (StatusCode::BAD_REQUEST, *reason),
            ApiError::Unauthorized(reason) => (StatusCode::UNAUTHORIZED, *reason),
            ApiError::Blocked => (StatusCode::FORBIDDEN, ACCOUNT_BLOCKED),
            ApiError::NotFound => (StatusCode::NOT_FOUND, NOT_FOUND),
            ApiError::Conflict(reason) => (StatusCode::CONFLICT, *reason),
            ApiError::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, TOO_LARGE),
            ApiError::RuleBroken(reason) => (StatusCode::UNPROCESSABLE_ENTITY, *reason),
            ApiError::TooManyRequests => (StatusCode::TOO_MANY_REQUESTS, TOO_MANY_REQUESTS),
            ApiError::UploadsBusy => (StatusCode::SERVICE_UNAVAILABLE, UPLOADS_BUSY),
            ApiError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, SOMETHING_WENT_WRONG),
            ApiError::UploadFailed(_) => (StatusCode::INTERNAL_SERVER_ERROR, UPLOAD_FAILED),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(cause) | ApiError::UploadFailed(cause) = &self {
            // The one place internal causes are logged; `{:#}` prints the whole chain.
            tracing::error!("request failed: {cause:#}");
        }
        let (status, reason) = self.status_and_reason();
        let body = ErrorBody {
            code: reason.code,
            message: reason.message,
            field: reason.field,
        };
        let mut response = (status, Json(body)).into_response();
        if let ApiError::UploadsBusy = self {
            let retry = axum::http::HeaderValue::from_static("5");
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, retry);
        }
        response
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
        let error =
            ApiError::InvalidInput(Reason::new("emptyEmail", "Enter it.").on_field("email"));
        let (status, body) = answer(error).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(
            body,
            serde_json::json!({"code": "emptyEmail", "message": "Enter it.", "field": "email"})
        );
    }
}
