//! The read side: HTTP routes that answer straight from the read tables the projector keeps,
//! and the page meta the server injects into `index.html`. Nothing here writes.

/// Admin profile as the signed-in staff member sees it.
mod admin_profile;
/// The crate's error type and its JSON answer.
mod error;
/// Database and projector health for monitoring and for staff.
mod health;
/// Titles, descriptions, canonical and hreflang links for every public route, per language.
pub mod page_meta;

use axum::{routing::get, Router};
use sqlx::PgPool;
use utoipa::OpenApi;

pub use error::QueryError;

/// Routes open to everyone, relative to `/api`.
pub fn router(pool: PgPool) -> Router {
    Router::new()
        .route("/health", get(health::health))
        .with_state(pool)
}

/// Routes for signed-in staff, relative to `/api/admin`; the binary puts the admin guard in
/// front of them.
pub fn admin_router(pool: PgPool) -> Router {
    Router::new()
        .route("/profile/{selector}", get(admin_profile::profile))
        .with_state(pool)
}

#[derive(OpenApi)]
#[openapi(
    paths(health::health, admin_profile::profile),
    components(schemas(
        health::Health,
        health::SubscriberHealth,
        admin_profile::Profile,
        admin_profile::PreferredLanguage,
        error::ErrorBody
    ))
)]
pub struct QueryApi;
