//! The read side: HTTP routes that answer straight from the read tables the projector keeps,
//! and the page meta the server injects into `index.html`. Nothing here writes.

/// Every dog that is not deleted, as staff list and edit them.
mod admin_dogs;
/// Admin profile as the signed-in staff member sees it.
mod admin_profile;
/// Public answers kept in memory, dropped when the projector moves their read model.
pub mod cache;
/// A dog photo in JSON: its image id and a ready URL of one variant.
mod dog_photos;
/// The crate's error type and its JSON answer.
mod error;
/// Database and projector health for monitoring and for staff.
mod health;
/// Titles, descriptions, canonical and hreflang links for every public route, per language.
pub mod page_meta;
/// Page numbers and the paged answer shape.
mod paging;
/// Reads of the published dogs table, including the lookup for a dog page's `<head>`.
pub mod public_dogs;
/// The public list and details of adoptable dogs.
mod want_a_friend;

use axum::{routing::get, Router};
use sqlx::PgPool;
use utoipa::OpenApi;

pub use error::QueryError;

/// Routes open to everyone, relative to `/api`.
pub fn router(pool: PgPool) -> Router {
    Router::new()
        .route("/want-a-friend/dogs", get(want_a_friend::all))
        .route("/want-a-friend/dog/{id}", get(want_a_friend::one))
        .route("/want-a-friend/{page}", get(want_a_friend::page))
        .route_layer(cache::cached(&["public_dogs"]))
        .route(
            "/health",
            get(health::health).layer(axum::middleware::from_fn(cache::sync_after)),
        )
        .with_state(pool)
}

/// Routes for signed-in staff, relative to `/api/admin`; the binary puts the admin guard in
/// front of them.
pub fn admin_router(pool: PgPool) -> Router {
    Router::new()
        .route("/profile/{selector}", get(admin_profile::profile))
        .route("/want-a-friend/dogs", get(admin_dogs::all))
        .route("/want-a-friend/page/{page}", get(admin_dogs::page))
        .route("/want-a-friend/dog/{id}", get(admin_dogs::one))
        .with_state(pool)
}

#[derive(OpenApi)]
#[openapi(
    paths(
        health::health,
        admin_profile::profile,
        want_a_friend::page,
        want_a_friend::all,
        want_a_friend::one,
        admin_dogs::all,
        admin_dogs::page,
        admin_dogs::one
    ),
    components(schemas(
        health::Health,
        health::SubscriberHealth,
        admin_profile::Profile,
        admin_profile::PreferredLanguage,
        want_a_friend::DogCard,
        want_a_friend::DogDetails,
        events::dog_view::AdminDogView,
        admin_dogs::AdminDogPage,
        events::dog_view::PhotoView,
        error::ErrorBody
    ))
)]
pub struct QueryApi;
