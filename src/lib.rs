//! The `doghotel` server: one process that serves the web app and the API and runs the
//! projector. `main.rs` is only the command line; everything a test needs to start the real
//! server lives here.

/// Backups that restore: one archive of the database and the media, and the way back.
pub mod backup;
/// Settings from the environment, with defaults that need nothing else.
pub mod config;
/// Connecting to PostgreSQL and migrating it.
pub mod database;
/// Demo content for `doghotel seed-demo`: dogs with painted photos, blog articles.
pub mod demo;
/// The HTTP layers around both apps: request ids, XSRF, security headers, the web app.
mod http;
/// The jobs on the server's clock: the nightly consistency check, scheduled publications.
mod scheduled;
/// Composes the routers, starts the projector and serves until shutdown.
pub mod server;

pub use config::Config;
pub use server::{serve, Server};
