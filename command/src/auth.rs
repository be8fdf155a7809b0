//! Who may change things: password hashes, session tokens and the admin guard.

/// The middleware that admits only signed-in staff to `/api/admin`.
pub mod guard;
/// Argon2id hashing and checking of passwords.
pub mod password;
/// Issuing and verifying session tokens.
pub mod token;

pub use guard::{require_admin, AuthState};
pub use password::Passwords;
pub use token::{AuthConfig, Claims, JwtSecret};
