use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
};
use errors::{ErrorBody, ErrorCode};

/// What a read can go wrong with. Database causes are logged once here and never sent.
#[derive(Debug, thiserror::Error)]
pub enum QueryError {
    /// A path segment or query parameter that is not one of the values the route accepts.
    #[error("invalid request")]
    InvalidRequest,
    /// A query parameter that breaks a rule with its own key (`field` names it).
    #[error("invalid input: {0}")]
    InvalidInput(ErrorBody),
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

const INVALID_REQUEST: ErrorBody =
    ErrorBody::new(ErrorCode::InvalidRequest, "The request is not valid");
const FORBIDDEN: ErrorBody = ErrorBody::new(ErrorCode::AccessDenied, "Access denied");

impl IntoResponse for QueryError {
    fn into_response(self) -> Response {
        match &self {
            QueryError::InvalidRequest => INVALID_REQUEST.answer(StatusCode::BAD_REQUEST),
            QueryError::InvalidInput(body) => body.answer(StatusCode::BAD_REQUEST),
            QueryError::NotFound => ErrorBody::NOT_FOUND.answer(StatusCode::NOT_FOUND),
            QueryError::Forbidden => FORBIDDEN.answer(StatusCode::FORBIDDEN),
            QueryError::Database(cause) if errors::unreachable(cause) => {
                tracing::warn!(error = %cause, "read failed: the database cannot be reached");
                ErrorBody::unavailable()
            }
            QueryError::Database(_) | QueryError::Damaged(_) => {
                tracing::error!(error = %self, "read failed");
                ErrorBody::SOMETHING_WENT_WRONG.answer(StatusCode::INTERNAL_SERVER_ERROR)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_out_of_reach_is_a_503_and_a_broken_query_a_500() {
        let unreachable = QueryError::Database(sqlx::Error::PoolTimedOut).into_response();
        assert_eq!(unreachable.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(unreachable.headers().contains_key("retry-after"));
        let broken = QueryError::Database(sqlx::Error::RowNotFound).into_response();
        assert_eq!(broken.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }
}
