//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{issues, subscribers};

/// Subscribers and issues, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(subscribers::subscribers))
        .routes(routes!(subscribers::export))
        .routes(routes!(issues::issues))
        .routes(routes!(issues::issue))
}
