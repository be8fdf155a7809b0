//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, public};

/// The public list and details, relative to `/api`.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(public::all))
        .routes(routes!(public::one))
        .routes(routes!(public::page))
}

/// The staff list, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::all))
        .routes(routes!(admin::page))
        .routes(routes!(admin::one))
}
