//! The command routes against a real PostgreSQL, one fresh database per test.

mod dogs;
mod helpers;
mod login;
mod profile;
mod setup;
