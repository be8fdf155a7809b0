//! Backups that restore. `doghotel backup` writes one archive of everything the events alone
//! cannot give back, from one consistent snapshot of the database, with the media files beside
//! it; `doghotel restore` loads such an archive into an empty database and media folder and
//! rebuilds every read table from the events. The server takes one every night and keeps
//! `DOGHOTEL_BACKUP_KEEP_DAYS` of them; each run, failed or not, is recorded for staff.
//!
//! An archive is a gzipped tar, readable with `tar tzf`: the erasures recorded so far
//! (`erasures.json`, first, so that a restore can read it from every archive cheaply), each
//! table as PostgreSQL's `COPY` text (`database/{table}.copy`), each media file under its key
//! (`media/{image}/{file}`), and last `manifest.json`, with the schema version and each entry's
//! size and SHA-256. A restore checks every entry against the manifest before it writes
//! anything.

mod archive;
mod erasures;
mod restore;
mod runs;
mod tables;
mod take;

pub use archive::Manifest;
pub use restore::{restore, Restored};
pub use runs::{nightly, take_recorded, NIGHTLY};
pub use take::{BackupSettings, MediaPlace, Taken};
