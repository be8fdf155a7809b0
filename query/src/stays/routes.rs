//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::READ_MODEL;
use crate::cache;

/// The availability, relative to `/api`, answered from memory until the read model moves.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(super::availability))
        .route_layer(cache::cached(&[READ_MODEL]))
}

/// The capacity as staff edit it, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new().routes(routes!(super::admin_capacity))
}
