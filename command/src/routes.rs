//! The command side's HTTP routes, relative to `/api`, and their OpenAPI description.

use axum::routing::{delete, get, post, put};
use axum::Router;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::dog::routes as dogs;
use crate::state::CommandState;
use crate::{login, profile, send_notification, upload};

/// Routes anyone may call; the binary nests them under `/api`.
pub fn router(state: CommandState) -> Router {
    Router::new()
        .route("/login", post(login::login))
        .route(
            "/send-notification",
            post(send_notification::send_notification),
        )
        .with_state(state)
}

/// Routes for signed-in staff; the binary nests them under `/api/admin` behind
/// [`require_admin`](crate::auth::require_admin), which provides the `AdminIdentity` they need.
pub fn admin_router(state: CommandState) -> Router {
    Router::new()
        .route("/profile/update", put(profile::update_profile))
        .route(
            "/want-a-friend/dog",
            post(dogs::create_dog).put(dogs::update_dog),
        )
        .route("/want-a-friend/publish/{id}", put(dogs::publish_dog))
        .route("/want-a-friend/hide/{id}", put(dogs::hide_dog))
        .route("/want-a-friend/{id}", delete(dogs::delete_dog))
        .route("/want-a-friend/dog/{id}/history", get(dogs::dog_history))
        // Both SPEC §7 upload paths; only they take bodies of photo size.
        .route(
            "/cloudinary/upload",
            post(upload::upload_image).layer(upload::body_limit()),
        )
        .route(
            "/articles/image/upload",
            post(upload::upload_image).layer(upload::body_limit()),
        )
        .with_state(state)
}

#[derive(OpenApi)]
#[openapi(
    paths(
        login::login,
        profile::update_profile,
        dogs::create_dog,
        dogs::update_dog,
        dogs::publish_dog,
        dogs::hide_dog,
        dogs::delete_dog,
        dogs::dog_history,
        upload::upload_image,
        send_notification::send_notification
    ),
    modifiers(&BearerAuth),
    tags(
        (name = "admin", description = "Staff sign-in and account"),
        (name = "dogs", description = "Adoptable dogs, as staff manage them"),
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

/// The OpenAPI description of [`router`] and [`admin_router`], with full paths (`/api/...`).
pub fn openapi() -> utoipa::openapi::OpenApi {
    CommandApi::openapi()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_openapi_document_names_the_routes_and_the_bearer_scheme() {
        let document = serde_json::to_value(super::openapi()).unwrap();
        assert!(document["paths"]["/api/login"]["post"].is_object());
        assert!(document["paths"]["/api/send-notification"]["post"].is_object());
        let upload = &document["paths"]["/api/admin/cloudinary/upload"]["post"];
        assert!(upload["requestBody"]["content"]["multipart/form-data"].is_object());
        let update = &document["paths"]["/api/admin/profile/update"]["put"];
        assert_eq!(update["security"][0]["bearer"], serde_json::json!([]));
        assert_eq!(
            document["components"]["securitySchemes"]["bearer"]["scheme"],
            "bearer"
        );
        for schema in [
            "LoginRequest",
            "LoginResponse",
            "ProfileUpdateRequest",
            "ProfileResponse",
            "UploadResponse",
            "DogRequestPayload",
            "ErrorBody",
        ] {
            assert!(
                document["components"]["schemas"][schema].is_object(),
                "{schema}"
            );
        }
    }
}
