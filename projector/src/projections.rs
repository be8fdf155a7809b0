/// Staff accounts as sign-in and the admin guard read them.
pub mod admin_accounts;
