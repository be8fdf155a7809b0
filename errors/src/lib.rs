//! The one error answer of the API. Every failed call, from the command side, the read side or
//! the server's own fallbacks, answers an [`ErrorBody`] whose `code` comes from one catalogue
//! ([`ErrorCode`]); the web apps translate exactly these codes (`testdata/error-codes.json`).

/// The JSON body of every error answer, and the answers all crates give alike.
mod body;
/// Every code an error answer can carry.
mod code;
/// Telling a database that cannot be reached from one that refused a query.
mod database;

pub use body::{ErrorBody, RETRY_AFTER_SECONDS};
pub use code::ErrorCode;
pub use database::unreachable;
