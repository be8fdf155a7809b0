//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, public};
use crate::cache;

/// The read model every public review answer comes from.
pub const READ_MODELS: &[&str] = &["public_reviews"];

/// The feedback page's lists and the slider, relative to `/api`, answered from memory until
/// the reviews move.
pub fn router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(public::feedback))
        .routes(routes!(public::all_feedback))
        .routes(routes!(public::feedback_slider))
        .route_layer(cache::cached(READ_MODELS))
}

/// The moderation list and its counts, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::reviews))
        .routes(routes!(admin::counts))
}
