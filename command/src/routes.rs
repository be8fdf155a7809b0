//! The command side's two routers, each the union of the aggregates' own routers (one line per
//! aggregate); every route carries its OpenAPI operation, so the document is built from them.

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;

use crate::state::CommandState;
use crate::{
    about_page, admin_account, album, article, category, contact_details, contact_message, dog,
    dog_request, erasure, faq, inbox, newsletter, newsletter_issue, price_list, review,
    service_description, stay_capacity, upload,
};

/// Routes anyone may call, relative to `/api`; the binary nests them there.
pub fn router(state: CommandState) -> OpenApiRouter {
    OpenApiRouter::with_openapi(CommandApi::openapi())
        .merge(admin_account::routes::router())
        .merge(admin_account::sessions::router())
        .merge(admin_account::second_factor_routes::router())
        .merge(dog_request::routes::router())
        .merge(contact_message::routes::router())
        .merge(review::routes::router())
        .merge(newsletter::routes::router())
        .with_state(state)
}

/// Routes for signed-in staff, relative to `/api/admin`; the binary nests them there behind
/// [`require_admin`](crate::auth::require_admin), which provides the `AdminIdentity` they need.
pub fn admin_router(state: CommandState) -> OpenApiRouter {
    OpenApiRouter::with_openapi(CommandApi::openapi())
        .merge(admin_account::routes::admin_router())
        .merge(admin_account::sessions::admin_router())
        .merge(admin_account::authenticator_routes::admin_router())
        .merge(admin_account::passkey_routes::admin_router())
        .merge(dog::routes::admin_router())
        .merge(album::routes::admin_router())
        .merge(category::routes::admin_router())
        .merge(article::routes::admin_router())
        .merge(upload::routes::admin_router())
        .merge(contact_details::routes::admin_router())
        .merge(about_page::routes::admin_router())
        .merge(faq::routes::admin_router())
        .merge(price_list::routes::admin_router())
        .merge(service_description::routes::admin_router())
        .merge(review::moderation_routes::admin_router())
        .merge(inbox::routes::admin_router())
        .merge(erasure::routes::admin_router())
        .merge(newsletter_issue::routes::admin_router())
        .merge(stay_capacity::routes::admin_router())
        .with_state(state)
}

/// What the command side adds to the document besides its operations: its tags and the
/// `bearer` scheme the admin operations name.
#[derive(OpenApi)]
#[openapi(
    modifiers(&BearerAuth),
    tags(
        (name = "about", description = "The About page, its team and the FAQ"),
        (name = "admin", description = "Staff sign-in and account"),
        (name = "articles", description = "Blog articles and categories, as staff manage them"),
        (name = "contacts", description = "The hotel's contact details, as staff manage them"),
        (name = "dogs", description = "Adoptable dogs, as staff manage them"),
        (name = "inbox", description = "Everything visitors send, as staff work through it"),
        (name = "newsletter", description = "The newsletter's subscribers and issues, as staff send them"),
        (name = "prices", description = "The price list and the additional services, as staff edit them"),
        (name = "reviews", description = "Guests' reviews and answers, as staff moderate them"),
        (name = "stays", description = "The hotel's places and closed nights, as staff set them"),
        (name = "visitors", description = "What visitors of the public site send")
    )
)]
struct CommandApi;

/// Declares the `bearer` scheme the admin paths name.
struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}
