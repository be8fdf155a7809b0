use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;

/// What a read can go wrong with. Database causes are logged once here and never sent.
#[derive(Debug, thiserror::Error)]
pub enum QueryError {
    /// A path segment or query parameter that is not one of the values the route accepts.
    #[error("invalid request")]
    InvalidRequest,
    #[error("not found")]
    NotFound,
    #[error("forbidden")]
    Forbidden,
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// A read row holds a value its projection never writes.
    #[error("damaged read row: {0}")]
    Damaged(String),
}

/// The JSON every failed API call answers: `code` is the translation key the web app shows.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub code: &'static str,
    pub message: &'static str,
}

impl IntoResponse for QueryError {
    fn into_response(self) -> Response {
        let (status, code, message) = match &self {
            QueryError::InvalidRequest => (
                StatusCode::BAD_REQUEST,
                "invalidRequest",
                "The request is not valid",
            ),
            QueryError::NotFound => (StatusCode::NOT_FOUND, "notFound", "Not found"),
            QueryError::Forbidden => (StatusCode::FORBIDDEN, "accessErrorMessage", "Access denied"),
            QueryError::Database(_) | QueryError::Damaged(_) => {
                tracing::error!(error = %self, "read failed");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "somethingWentWrong",
                    "Something went wrong",
                )
            }
        };
        (status, Json(ErrorBody { code, message })).into_response()
    }
}
