//! The `doghotel` server: one process that serves the web app and the API and runs the
//! projector. `main.rs` is only the command line; everything a test needs to start the real
//! server lives here.

/// Backups that restore: one archive of the database and the media, and the way back.
pub mod backup;
/// Settings from the environment, with defaults that need nothing else.
pub mod config;
/// Connecting to PostgreSQL and migrating it.
pub mod database;
/// Demo content for `doghotel seed-demo`: dogs and albums with painted photos, the blog, the
/// About page and FAQ, contact details, prices and reviews.
pub mod demo;
/// The HTTP layers around both apps (XSRF, security headers), stored answers sent first, the
/// web app, media files, the API's documentation page and the metrics page.
mod http;
/// `doghotel media copy`: an existing site's photos moved to another store.
pub mod media_copy;
/// What an operator's Prometheus reads: requests, latency, lag, queues, connections.
pub mod metrics;
/// Reactors that turn one aggregate's events into another aggregate's commands.
pub mod process_managers;
/// The jobs on the server's clock: the consistency check, erasures, backups, the upload sweep,
/// ended staff sessions, the newsletter's expiry and scheduled publications.
mod scheduled;
/// Composes the routers, starts the projector and serves until shutdown.
pub mod server;
/// The token secret the site makes for itself, shared by its instances through the database.
pub mod site_secret;

pub use config::Config;
pub use server::{serve, Server};
