//! Each route is registered with its OpenAPI operation, from the handler's own annotation.

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::views::ViewCounter;
use super::{admin, public};
use crate::cache;

/// The read models the public blog answers from; any of them moving drops the cached answers.
pub const PUBLIC_READ_MODELS: &[&str] = &["public_articles", "blog_categories", "blog_main"];

/// The public blog, relative to `/api`, answered from memory until its read models move; an
/// article's answers count as its views, those from memory too.
pub fn router(views: ViewCounter) -> OpenApiRouter<PgPool> {
    let article = OpenApiRouter::new()
        .routes(routes!(public::article))
        .route_layer(cache::cached(PUBLIC_READ_MODELS).counted_by(views));
    OpenApiRouter::new()
        .routes(routes!(public::main_article))
        .routes(routes!(public::categories))
        .routes(routes!(public::secondary))
        .routes(routes!(public::secondary_in_category))
        .routes(routes!(public::recommended))
        .route_layer(cache::cached(PUBLIC_READ_MODELS))
        .merge(article)
}

/// The staff's articles and categories, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<PgPool> {
    OpenApiRouter::new()
        .routes(routes!(admin::page))
        .routes(routes!(admin::main_article))
        .routes(routes!(admin::titles))
        .routes(routes!(admin::one))
        .routes(routes!(admin::categories))
}
