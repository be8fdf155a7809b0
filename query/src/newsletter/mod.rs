//! The newsletter as staff see it: subscribers with their counts and the confirmed ones as a
//! spreadsheet, and the issues with their progress, from the tables of
//! `projector::projections::{newsletter_subscribers, newsletter_issues}`.

/// Issues: the list and one issue with its progress.
pub mod issues;
/// Each route with its OpenAPI operation.
pub mod routes;
/// Subscribers: counts, the list, the confirmed ones as CSV.
pub mod subscribers;
