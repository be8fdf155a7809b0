//! The staff inbox: the list with its filters and search, the counts (the header's unread
//! badge), one item with its story, and the export as CSV, from the tables of
//! `projector::projections::inbox_items`.

/// Staff's reads.
pub mod admin;
/// What forgetting a visitor would erase.
pub mod erasure;
/// The inbox as a spreadsheet.
pub mod export;
/// Each route with its OpenAPI operation.
pub mod routes;
