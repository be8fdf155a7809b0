//! Who may change things: password hashes, second factors, access tokens, staff sessions and
//! the admin guard.

/// Authenticator apps' codes, and their secrets sealed for the account's events.
pub mod authenticator;
/// Sign-ins halfway, awaiting the second factor.
pub mod challenge;
/// The middleware that admits only signed-in staff to `/api/admin`.
pub mod guard;
/// Passkeys' WebAuthn ceremonies.
pub mod passkeys;
/// Argon2id hashing and checking of passwords.
pub mod password;
/// Single-use codes for a lost phone.
pub mod recovery_codes;
/// The lasting sign-in on a device, renewed through an `HttpOnly` cookie.
pub mod session;
/// Issuing and verifying access tokens.
pub mod token;

pub use guard::{require_admin, AuthState};
pub use password::Passwords;
pub use session::SessionSettings;
pub use token::{AuthConfig, Claims, JwtSecret};
