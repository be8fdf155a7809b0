//! The read side: HTTP routes that answer straight from the read tables the projector keeps,
//! and the page meta the server injects into `index.html`. Nothing here writes a read table;
//! the one write is an article's view count (`blog::views`), buffered and added to
//! `article_views`, a counter no event records.
//!
//! Each read model is a folder whose `routes.rs` registers its routes together with their
//! OpenAPI operations; [`router`] and [`admin_router`] merge them, so a route cannot exist
//! undocumented.

/// The About page and the FAQ: the public tabs and what staff edit.
pub mod about;
/// Staff accounts: the signed-in staff member's profile.
mod admin_accounts;
/// Photo albums: the gallery's albums and photos, and the staff's list and album page.
pub mod albums;
/// The backups taken and tried, for staff.
mod backups;
/// The blog: public lists, articles and categories, and the staff's articles.
pub mod blog;
/// Public answers kept in memory, dropped when the projector moves their read model.
pub mod cache;
/// The hotel's contact details for visitors and staff.
pub mod contact_details;
/// Adoptable dogs: the public list and details, the staff list, a dog page's head facts.
pub mod dogs;
/// The crate's error type and its JSON answer.
mod error;
/// Database and projector health for monitoring and for staff.
mod health;
/// The staff inbox: everything visitors sent, its counts and each item's story.
pub mod inbox;
/// The language a request asks for.
mod language;
/// The newsletter's subscribers and issues, as staff send them.
pub mod newsletter;
/// Each page's injected head (texts, links, preloads, embedded data), robots.txt and the
/// sitemap, from the web app's route table and the subjects' read models.
pub mod page_meta;
/// Page numbers and the paged answer shape.
mod paging;
/// The price list, the additional services and the stay-cost calculator.
pub mod prices;
/// Guests' reviews: the feedback page and the home slider, and the moderation list.
pub mod reviews;
/// CSV files staff download, safe to open in a spreadsheet.
mod spreadsheet;
/// The hotel's places and closed nights: each night's availability and the staff's form.
pub mod stays;

use sqlx::PgPool;
use utoipa_axum::{router::OpenApiRouter, routes};

pub use error::QueryError;
pub use health::{figures, Health};

/// Routes open to everyone, relative to `/api`, reading from `reads` (a replica, or the
/// primary); health is read from `primary`, where the projector writes its checkpoints.
/// Article answers are counted in `views`.
pub fn router(reads: PgPool, primary: PgPool, views: blog::views::ViewCounter) -> OpenApiRouter {
    OpenApiRouter::new()
        .merge(
            OpenApiRouter::new()
                .routes(routes!(health::health))
                // Readiness is what the tests and a deployment poll after a change: it brings
                // the cache up to the checkpoints before answering.
                .route_layer(axum::middleware::from_fn(cache::sync_after))
                .routes(routes!(health::live))
                .with_state(primary),
        )
        .merge(dogs::routes::router())
        .merge(contact_details::routes::router())
        .merge(blog::routes::router(views))
        .merge(about::routes::router())
        .merge(prices::routes::router())
        .merge(reviews::routes::router())
        .merge(albums::routes::router())
        .merge(stays::routes::router())
        .with_state(reads)
}

/// A worker's routes, relative to `/api`: the same health as the site's, read without a cache.
pub fn health_router(pool: PgPool) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(health::health))
        .routes(routes!(health::live))
        .with_state(pool)
}

/// Routes for signed-in staff, relative to `/api/admin`, reading from `reads` but for the
/// health details (`primary`); the binary puts the admin guard in front of them.
pub fn admin_router(reads: PgPool, primary: PgPool) -> OpenApiRouter {
    OpenApiRouter::new()
        .merge(
            OpenApiRouter::new()
                .routes(routes!(health::details))
                .with_state(primary),
        )
        .routes(routes!(backups::list))
        .merge(admin_accounts::routes::admin_router())
        .merge(dogs::routes::admin_router())
        .merge(contact_details::routes::admin_router())
        .merge(blog::routes::admin_router())
        .merge(about::routes::admin_router())
        .merge(prices::routes::admin_router())
        .merge(reviews::routes::admin_router())
        .merge(inbox::routes::admin_router())
        .merge(newsletter::routes::admin_router())
        .merge(albums::routes::admin_router())
        .merge(stays::routes::admin_router())
        .with_state(reads)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn document(router: OpenApiRouter) -> serde_json::Value {
        serde_json::to_value(router.into_openapi()).unwrap()
    }

    #[tokio::test]
    async fn every_route_is_documented_with_its_answers() {
        let pool = PgPool::connect_lazy("postgres://localhost/unused").unwrap();
        let public = document(router(pool.clone(), pool.clone(), Default::default()));
        for path in [
            "/health",
            "/want-a-friend/dogs",
            "/want-a-friend/dog/{id}",
            "/want-a-friend/{page}",
            "/about",
            "/about/ask",
            "/feedback",
            "/feedback/all",
            "/feedback/slider",
        ] {
            assert!(public["paths"][path]["get"].is_object(), "{path}");
        }
        assert!(public["paths"]["/about/ask"]["post"].is_object());
        let admin = document(admin_router(pool.clone(), pool));
        for path in [
            "/profile/login={login}",
            "/want-a-friend/dogs",
            "/want-a-friend/page/{page}",
            "/want-a-friend/dog/{id}",
            "/about",
            "/faq",
            "/feedback",
            "/feedback/counts",
            "/inbox",
            "/inbox/counts",
            "/inbox/{id}",
            "/health",
            "/backups",
        ] {
            assert!(admin["paths"][path]["get"].is_object(), "{path}");
        }
        for schema in [
            "DogCard",
            "DogDetails",
            "AdminDogView",
            "Profile",
            "ErrorBody",
            "PublicAbout",
            "PublicFaq",
            "AdminAboutView",
            "AdminFaqView",
            "FeedbackPage",
            "FeedbackSlider",
            "PublicReview",
            "AdminReview",
            "ReviewCounts",
        ] {
            let schemas = &public["components"]["schemas"];
            let known =
                schemas[schema].is_object() || admin["components"]["schemas"][schema].is_object();
            assert!(known, "{schema}");
        }
    }
}
