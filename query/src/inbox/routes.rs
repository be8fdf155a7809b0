//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, erasure, export};

/// The list, its counts, its export and one item, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::inbox))
        .routes(routes!(admin::counts))
        .routes(routes!(export::export))
        .routes(routes!(admin::item))
        .routes(routes!(erasure::erasure))
}
