//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::READ_MODEL;
use crate::cache;

/// The public details, relative to `/api`, answered from memory until the read model moves.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(super::public))
        .route_layer(cache::cached(&[READ_MODEL]))
}

/// The staff's details, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new().routes(routes!(super::admin))
}
