//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, public};
use crate::cache;

/// The read models the services page answers from; either moving drops the cached answers.
pub const PUBLIC_READ_MODELS: &[&str] = &["public_price_items", "public_services"];

/// The price list, the services and the estimate, relative to `/api`, answered from memory
/// until their read models move.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(public::prices))
        .routes(routes!(public::services))
        .routes(routes!(public::estimate))
        .route_layer(cache::cached(PUBLIC_READ_MODELS))
}

/// What staff edit, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::prices))
        .routes(routes!(admin::services))
}
