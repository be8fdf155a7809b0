//! The archive's layout: its file name, its entries' names, and the manifest that lists them.

use std::collections::BTreeMap;
use std::io::Read;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The layout this code writes and reads; a restore refuses any other.
pub const FORMAT: u32 = 1;
pub const ERASURES: &str = "erasures.json";
pub const MANIFEST: &str = "manifest.json";
pub const DATABASE: &str = "database/";
pub const MEDIA: &str = "media/";
const PREFIX: &str = "doghotel-backup-";
const SUFFIX: &str = ".tar.gz";

/// `doghotel-backup-20261128T030000.250Z.tar.gz`: archives sort by the time they were taken,
/// and two taken within a second keep their own names.
pub fn file_name(taken_at: DateTime<Utc>) -> String {
    format!("{PREFIX}{}{SUFFIX}", taken_at.format("%Y%m%dT%H%M%S%.3fZ"))
}

/// Whether `name` is the name of an archive.
pub fn is_archive(name: &str) -> bool {
    taken_at(name).is_some()
}

/// When the archive named `name` was taken; `None` for any other file.
pub fn taken_at(name: &str) -> Option<DateTime<Utc>> {
    let time = name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
    chrono::NaiveDateTime::parse_from_str(time, "%Y%m%dT%H%M%S%.3fZ")
        .ok()
        .map(|time| time.and_utc())
}

/// The database entry of `table`.
pub fn table_entry(table: &str) -> String {
    format!("{DATABASE}{table}.copy")
}

/// What an archive holds, written last.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: u32,
    pub taken_at: DateTime<Utc>,
    /// The newest migration applied to the database the backup was taken from.
    pub schema_version: i64,
    /// The program that wrote it, `doghotel 0.1.0`.
    pub written_by: String,
    /// A digest of the server's secret, which seals staff's authenticator keys and signs the
    /// newsletter's links: a restore under another secret says what stops working.
    pub secret_fingerprint: String,
    pub tables: Vec<TableCopy>,
    /// Every other entry, by name.
    pub entries: BTreeMap<String, EntryDigest>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableCopy {
    pub name: String,
    pub columns: Vec<String>,
    pub rows: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryDigest {
    pub bytes: u64,
    pub sha256: String,
}

impl Manifest {
    /// How many events the archive holds.
    pub fn events(&self) -> u64 {
        self.tables
            .iter()
            .find(|table| table.name == "events")
            .map_or(0, |table| table.rows)
    }

    /// How many media files the archive holds.
    pub fn media_files(&self) -> usize {
        self.entries
            .keys()
            .filter(|name| name.starts_with(MEDIA))
            .count()
    }
}

/// A digest of the server's secret that reveals nothing of it.
pub fn secret_fingerprint(secret: &str) -> String {
    let digest = Sha256::new()
        .chain_update(b"doghotel backup fingerprint\0")
        .chain_update(secret.as_bytes())
        .finalize();
    hex::encode(&digest[..8])
}

/// A reader that counts and hashes what passes through it.
pub struct Hashing<R> {
    inner: R,
    hasher: Sha256,
    bytes: u64,
}

impl<R> Hashing<R> {
    pub fn new(inner: R) -> Hashing<R> {
        Hashing {
            inner,
            hasher: Sha256::new(),
            bytes: 0,
        }
    }

    pub fn digest(self) -> EntryDigest {
        EntryDigest {
            bytes: self.bytes,
            sha256: hex::encode(self.hasher.finalize()),
        }
    }
}

impl<R: Read> Read for Hashing<R> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buffer)?;
        self.hasher.update(&buffer[..read]);
        self.bytes += read as u64;
        Ok(read)
    }
}

/// The digest of `bytes`.
pub fn digest_of(bytes: &[u8]) -> EntryDigest {
    EntryDigest {
        bytes: bytes.len() as u64,
        sha256: hex::encode(Sha256::digest(bytes)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archives_are_named_by_the_time_they_were_taken_and_sort_by_it() {
        let earlier = "2026-11-28T03:00:00Z".parse().unwrap();
        let later = "2026-11-29T03:00:00Z".parse().unwrap();
        let name = file_name(earlier);
        assert_eq!(name, "doghotel-backup-20261128T030000.000Z.tar.gz");
        assert!(is_archive(&name));
        assert!(name < file_name(later));
        assert!(!is_archive(
            ".doghotel-backup-20261128T030000Z.tar.gz.partial"
        ));
    }

    #[test]
    fn a_fingerprint_tells_secrets_apart_and_shows_neither() {
        let one = secret_fingerprint("a-secret-of-thirty-two-bytes-or-more");
        assert_eq!(
            one,
            secret_fingerprint("a-secret-of-thirty-two-bytes-or-more")
        );
        assert_ne!(
            one,
            secret_fingerprint("another-secret-of-thirty-two-bytes!")
        );
        assert!(!one.contains("secret"));
    }
}
