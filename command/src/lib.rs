//! The write side of doghotel: aggregates and their commands (cqrs-es over postgres-es), the
//! HTTP routes that change things, and staff authentication.
//!
//! The binary uses [`CommandState::new`], [`router`], [`admin_router`] behind
//! [`require_admin`], [`create_admin`] for the CLI and [`openapi`].

/// Staff accounts: credentials, profile, sign-ins and the temporary block.
pub mod admin_account;
/// Lookups in the `admin_accounts` read table that steer commands (login → id, login taken).
mod admin_accounts;
/// Password hashing, session tokens and the admin guard.
pub mod auth;
/// Adoptable dogs: the `Dog` aggregate and the admin dog form's rules.
pub mod dog;
/// A visitor's request about a dog: the `DogRequest` aggregate.
pub mod dog_request;
/// The crate's error type and the JSON body every error answers with.
pub mod error;
/// Running a command against an aggregate, and waiting for the projections (read-your-writes).
pub mod executor;
/// Request extractors: JSON bodies that fail as JSON, the request id, the client's address.
pub mod extract;
/// The client's address behind trusted reverse proxies (`X-Forwarded-For`).
pub mod forwarded;
/// `POST /login`.
pub mod login;
/// `PUT /admin/profile/update`.
pub mod profile;
/// Per-client limits on the public forms.
pub mod rate_limit;
/// Route tables and the OpenAPI description.
pub mod routes;
/// `POST /send-notification`: a visitor's request about a dog.
pub mod send_notification;
/// Creating staff accounts for the CLI.
pub mod setup;
/// State shared by the routes.
pub mod state;
/// `POST /admin/cloudinary/upload` and `/admin/articles/image/upload`: photos in, image ids out.
pub mod upload;
/// SPEC §5 input values that exist only when valid: email, names, phone, password, login.
pub mod validation;

pub use auth::{require_admin, AuthConfig, AuthState, JwtSecret};
pub use error::ApiError;
pub use forwarded::TrustedProxies;
pub use routes::{admin_router, openapi, router};
pub use setup::{add_published_dog, create_admin, CreatedAdmin};
pub use state::CommandState;
