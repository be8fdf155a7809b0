//! Staff accounts as the signed-in staff member reads them, from the `admin_accounts` table.

/// `GET /api/admin/profile/login={login}`: the signed-in staff member's own profile.
mod profile;
/// The profile route, with its OpenAPI operation.
pub mod routes;
