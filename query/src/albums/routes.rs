//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, public};
use crate::cache;

/// The read model every public album answer comes from.
pub const READ_MODELS: &[&str] = &["public_albums"];

/// The gallery's albums and their photos, relative to `/api`, answered from memory until the
/// albums move.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(public::albums))
        .routes(routes!(public::photos))
        .route_layer(cache::cached(READ_MODELS))
}

/// The staff list, titles, album and photos, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::albums))
        .routes(routes!(admin::titles))
        .routes(routes!(admin::album))
        .routes(routes!(admin::photos))
}
