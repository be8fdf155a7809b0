/// Staff accounts as sign-in and the admin guard read them.
pub mod admin_accounts;
/// Every dog that is not deleted, with both languages and its status, for the admin pages.
pub mod admin_dogs;
/// Published dogs per language, as the public list and details pages show them.
pub mod public_dogs;
