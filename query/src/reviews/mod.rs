//! Guests' reviews: the feedback page's list, all of it, and the home slider for visitors, and
//! the moderation list with its counts for staff, from the tables of
//! `projector::projections::reviews`.

/// Staff's reads.
pub mod admin;
/// Visitors' reads.
pub mod public;
/// Each route with its OpenAPI operation.
pub mod routes;
