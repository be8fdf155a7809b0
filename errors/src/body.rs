use axum::{
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::ErrorCode;

/// How long a client waits before it tries again when the database cannot be reached: long
/// enough for a restart or a failover to finish.
pub const RETRY_AFTER_SECONDS: u32 = 5;

/// The JSON body of every error answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct ErrorBody {
    /// The translation key the web apps show a text for.
    pub code: ErrorCode,
    /// English text; the web apps show their own translation of `code`.
    pub message: &'static str,
    /// The request field at fault, for invalid input.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<&'static str>,
}

impl ErrorBody {
    pub const NOT_FOUND: ErrorBody = ErrorBody::new(
        ErrorCode::NotFound,
        "This page was eaten by our dogs so it doesn't exist",
    );
    pub const SOMETHING_WENT_WRONG: ErrorBody =
        ErrorBody::new(ErrorCode::SomethingWentWrong, "Something went wrong");
    pub const SERVICE_UNAVAILABLE: ErrorBody = ErrorBody::new(
        ErrorCode::ServiceUnavailable,
        "The service is briefly unavailable. Try again in a few seconds.",
    );

    pub const fn new(code: ErrorCode, message: &'static str) -> ErrorBody {
        ErrorBody {
            code,
            message,
            field: None,
        }
    }

    /// The same refusal, naming the request field that held the input.
    pub const fn on_field(self, field: &'static str) -> ErrorBody {
        ErrorBody {
            field: Some(field),
            ..self
        }
    }

    /// The answer with this body and `status`.
    pub fn answer(self, status: StatusCode) -> Response {
        (status, Json(self)).into_response()
    }

    /// The answer with `Retry-After`: trying again in a few seconds can work.
    pub fn answer_later(self, status: StatusCode) -> Response {
        self.answer_after(status, RETRY_AFTER_SECONDS.into())
    }

    /// The answer with `Retry-After: seconds`: trying again sooner is refused the same way.
    pub fn answer_after(self, status: StatusCode, seconds: u64) -> Response {
        let mut response = self.answer(status);
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        response
    }

    /// 503 with `Retry-After`: the database cannot be reached, and trying again later can work.
    pub fn unavailable() -> Response {
        ErrorBody::SERVICE_UNAVAILABLE.answer_later(StatusCode::SERVICE_UNAVAILABLE)
    }
}

impl std::fmt::Display for ErrorBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.field {
            Some(field) => write!(f, "{field}: {} ({})", self.message, self.code),
            None => write!(f, "{} ({})", self.message, self.code),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn json(response: Response) -> serde_json::Value {
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        serde_json::from_slice(&bytes).unwrap()
    }

    #[tokio::test]
    async fn a_field_is_named_only_when_there_is_one() {
        let refusal = ErrorBody::new(ErrorCode::EmptyEmail, "Enter it.");
        let plain = json(refusal.answer(StatusCode::BAD_REQUEST)).await;
        assert_eq!(
            plain,
            serde_json::json!({"code": "emptyEmail", "message": "Enter it."})
        );
        let on_field = json(refusal.on_field("email").answer(StatusCode::BAD_REQUEST)).await;
        assert_eq!(on_field["field"], "email");
    }

    #[tokio::test]
    async fn unavailable_says_when_to_try_again() {
        let response = ErrorBody::unavailable();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[header::RETRY_AFTER], "5");
        assert_eq!(json(response).await["code"], "serviceUnavailable");
    }
}
