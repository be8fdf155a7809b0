//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{admin, public};
use crate::cache;

/// The read model the meet-us tab answers from.
pub const ABOUT_READ_MODELS: &[&str] = &["about_page"];
/// The read model the FAQ answers from.
pub const FAQ_READ_MODELS: &[&str] = &["faq_list"];

/// The About page and the FAQ, relative to `/api`, answered from memory until their read
/// models move (the FAQ's POST is answered fresh, as every POST).
pub fn router() -> OpenApiRouter<PgPool> {
    let about = OpenApiRouter::new()
        .routes(routes!(public::about))
        .route_layer(cache::cached(ABOUT_READ_MODELS));
    let faq = OpenApiRouter::new()
        .routes(routes!(public::faq, public::faq_post))
        .route_layer(cache::cached(FAQ_READ_MODELS));
    about.merge(faq)
}

/// The page and the list as staff edit them, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::about))
        .routes(routes!(admin::faq))
}
