//! The price list, the additional services and the stay-cost calculator: public reads in the
//! request's language from `public_price_items` and `public_services`, the estimate computed
//! from the same rows, and the staff's lists from `admin_price_items` and `admin_services`.

/// The staff's price items and service descriptions.
pub mod admin;
/// The calculator's rules and their table of cases.
pub mod estimate;
/// The public price list, services and estimate.
pub mod public;
/// The routes, each with its OpenAPI operation.
pub mod routes;
