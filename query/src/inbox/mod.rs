//! The staff inbox: the list with its filters and search, the counts (the header's unread
//! badge), and one item with its story, from the tables of
//! `projector::projections::inbox_items`.

/// Staff's reads.
pub mod admin;
/// Each route with its OpenAPI operation.
pub mod routes;
