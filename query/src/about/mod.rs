//! The About page and the FAQ: the meet-us tab and the questions in the request's language, and
//! both as staff edit them, from the tables of `projector::projections::{about_page, faq}`.

/// Staff's reads.
pub mod admin;
/// Visitors' reads.
pub mod public;
/// Each route with its OpenAPI operation.
pub mod routes;
