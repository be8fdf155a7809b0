//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, public};
use crate::cache;

/// The public list and details, relative to `/api`, answered from memory until the
/// `public_dogs` read model moves.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(public::all))
        .routes(routes!(public::one))
        .routes(routes!(public::page))
        .route_layer(cache::cached(&["public_dogs"]))
}

/// The staff list, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::all))
        .routes(routes!(admin::page))
        .routes(routes!(admin::one))
}
