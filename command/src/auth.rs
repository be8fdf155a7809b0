//! Who may change things: password hashes, access tokens, staff sessions and the admin guard.

/// The middleware that admits only signed-in staff to `/api/admin`.
pub mod guard;
/// Argon2id hashing and checking of passwords.
pub mod password;
/// The lasting sign-in on a device, renewed through an `HttpOnly` cookie.
pub mod session;
/// Issuing and verifying access tokens.
pub mod token;

pub use guard::{require_admin, AuthState};
pub use password::Passwords;
pub use session::SessionSettings;
pub use token::{AuthConfig, Claims, JwtSecret};
