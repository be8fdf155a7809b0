//! Restoring a backup into an empty database and media folder: the archive is unpacked beside
//! the media folder and every entry checked against the manifest before anything is written;
//! the tables are copied into the schema they were taken from, in one transaction, and the
//! newer migrations carry them forward; the media files are moved into place; the erasures
//! recorded after the backup are applied; every read table is rebuilt from the events.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::Context;
use sqlx::PgPool;

use super::archive::{self, Hashing, Manifest};
use super::erasures::{self, Erasure};
use super::tables::{column_list, quoted, TABLES};
use crate::{database, Config};

/// A backup restored.
#[derive(Debug)]
pub struct Restored {
    pub manifest: Manifest,
    /// Erasures recorded after the backup was taken, found in newer archives and applied.
    pub erasures_applied: usize,
    /// Whether the server's secret is not the one the backup was taken under.
    pub secret_differs: bool,
    pub took: Duration,
}

/// Restores the archive at `path` into the database `pool` and the media folder of `config`,
/// both empty. The server's secret is read once the schema is up to date, as the server will
/// find it: configured, or the one the restored database makes for itself.
pub async fn restore(path: &Path, config: &Config, pool: &PgPool) -> anyhow::Result<Restored> {
    let started = Instant::now();
    let media_dir = &config.media_dir();
    let bucket = match &config.media_store {
        Some(place) if media::BucketStore::is_bucket(place) => {
            let store = config.media()?;
            anyhow::ensure!(
                store.images().await?.is_empty(),
                "{place} holds media files already: restore into an empty one"
            );
            Some(store)
        }
        _ => {
            anyhow::ensure!(
                !holds_media(media_dir)?,
                "{} holds media files already: restore into an empty folder",
                media_dir.display()
            );
            None
        }
    };
    let schema = empty_schema(pool).await?;
    let beside = media_dir.parent().unwrap_or(Path::new("."));
    let staging = beside.join(format!(".restore-{}", uuid::Uuid::new_v4()));
    let restored = async {
        let (archive, into) = (path.to_owned(), staging.clone());
        let manifest = tokio::task::spawn_blocking(move || unpack(&archive, &into)).await??;
        anyhow::ensure!(
            manifest.schema_version <= database::newest_migration(),
            "the backup was taken by a newer doghotel (schema {}): restore it with that version",
            manifest.schema_version
        );
        if let Some(version) = schema {
            anyhow::ensure!(
                version <= manifest.schema_version,
                "the database's schema is newer than the backup's: restore into a new, empty \
                 database"
            );
        }
        database::migrate_to(pool, manifest.schema_version).await?;
        load_tables(pool, &manifest, &staging.join("database")).await?;
        database::migrate(pool).await?;
        let secret = config.jwt_secret(pool).await?;
        let state = config.command_state(pool, &secret)?;
        match &bucket {
            Some(store) => put_media(&staging.join("media"), store.as_ref()).await?,
            None => move_media(&staging.join("media"), media_dir).await?,
        }
        let own: Vec<Erasure> =
            serde_json::from_slice(&tokio::fs::read(staging.join(archive::ERASURES)).await?)?;
        let folder = path.parent().unwrap_or(Path::new(".")).to_owned();
        let this = path.to_owned();
        let newest =
            tokio::task::spawn_blocking(move || erasures::newest(own, &folder, &this)).await?;
        let erasures_applied = erasures::apply(&state, newest).await?;
        projector::Projector::new(pool.clone(), projector::subscribers::all())
            .rebuild(None)
            .await?;
        anyhow::Ok(Restored {
            secret_differs: manifest.secret_fingerprint
                != archive::secret_fingerprint(secret.expose()),
            manifest,
            erasures_applied,
            took: started.elapsed(),
        })
    }
    .await;
    let _ = tokio::fs::remove_dir_all(&staging).await;
    restored
}

/// Whether `folder` holds any image's files.
fn holds_media(folder: &Path) -> anyhow::Result<bool> {
    match std::fs::read_dir(folder) {
        Ok(mut entries) => Ok(entries.any(|entry| {
            entry.is_ok_and(|entry| {
                entry
                    .file_name()
                    .to_str()
                    .and_then(media::ImageId::parse)
                    .is_some()
            })
        })),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(error) => Err(error).with_context(|| format!("cannot list {}", folder.display())),
    }
}

/// The schema version of the database, `None` when it has no schema yet; refuses a database
/// that holds any of what a backup restores (a server started on an empty database has only
/// registered its subscribers, which the restore replaces).
async fn empty_schema(pool: &PgPool) -> anyhow::Result<Option<i64>> {
    let migrated: bool = sqlx::query_scalar("SELECT to_regclass('_sqlx_migrations') IS NOT NULL")
        .fetch_one(pool)
        .await?;
    if !migrated {
        return Ok(None);
    }
    for table in TABLES.iter().filter(|table| table.rows.is_none()) {
        let exists: bool = sqlx::query_scalar("SELECT to_regclass($1) IS NOT NULL")
            .bind(table.name)
            .fetch_one(pool)
            .await?;
        if !exists {
            continue;
        }
        let holds: bool = sqlx::query_scalar(&format!(
            "SELECT EXISTS (SELECT 1 FROM {})",
            quoted(table.name)
        ))
        .fetch_one(pool)
        .await?;
        anyhow::ensure!(
            !holds,
            "the database holds data already ({}): restore into a new, empty database",
            table.name
        );
    }
    Ok(
        sqlx::query_scalar("SELECT max(version) FROM _sqlx_migrations WHERE success")
            .fetch_one(pool)
            .await?,
    )
}

/// Unpacks the archive at `path` into `into`, checking every entry against the manifest;
/// answers the manifest.
fn unpack(path: &Path, into: &Path) -> anyhow::Result<Manifest> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut entries =
        tar::Archive::new(flate2::read::GzDecoder::new(std::io::BufReader::new(file)));
    let mut found = BTreeMap::new();
    let mut manifest: Option<Manifest> = None;
    for entry in entries.entries()? {
        let mut entry = entry?;
        let name = entry
            .path()?
            .to_str()
            .context("an entry's name is not UTF-8")?
            .to_owned();
        anyhow::ensure!(manifest.is_none(), "the archive goes on after its manifest");
        if name == archive::MANIFEST {
            let mut text = String::new();
            entry.read_to_string(&mut text)?;
            manifest = Some(serde_json::from_str(&text).context("its manifest is unreadable")?);
            continue;
        }
        let target = staged_path(into, &name)?;
        std::fs::create_dir_all(target.parent().expect("a staged file has a folder"))?;
        let mut out = std::fs::File::create(&target)?;
        let mut reading = Hashing::new(&mut entry);
        std::io::copy(&mut reading, &mut out)?;
        found.insert(name, reading.digest());
    }
    let manifest = manifest.context("the archive has no manifest: it is not whole")?;
    anyhow::ensure!(
        manifest.format == archive::FORMAT,
        "the archive's layout ({}) is not one this doghotel reads",
        manifest.format
    );
    for (name, digest) in &manifest.entries {
        match found.get(name) {
            Some(found) if found == digest => {}
            Some(_) => anyhow::bail!("{name} is not what was backed up (its checksum differs)"),
            None => anyhow::bail!("{name} is missing from the archive"),
        }
    }
    if let Some(extra) = found
        .keys()
        .find(|name| !manifest.entries.contains_key(*name))
    {
        anyhow::bail!("{extra} is in the archive but not in its manifest");
    }
    Ok(manifest)
}

/// Where the entry `name` is unpacked; refuses any name a backup does not write, so nothing
/// lands outside `into`.
fn staged_path(into: &Path, name: &str) -> anyhow::Result<PathBuf> {
    if name == archive::ERASURES {
        return Ok(into.join(archive::ERASURES));
    }
    let table = name
        .strip_prefix(archive::DATABASE)
        .and_then(|file| file.strip_suffix(".copy"))
        .filter(|table| TABLES.iter().any(|known| known.name == *table));
    if let Some(table) = table {
        return Ok(into.join("database").join(format!("{table}.copy")));
    }
    if let Some(key) = name
        .strip_prefix(archive::MEDIA)
        .and_then(media::MediaKey::parse)
    {
        let (image, file) = key.as_str().split_once('/').expect("a key has a slash");
        return Ok(into.join("media").join(image).join(file));
    }
    anyhow::bail!("the archive holds {name}, which no backup writes")
}

/// Copies the unpacked tables in, in one transaction, with the event store's triggers off: the
/// events arrive split from their personal data already, with their positions.
async fn load_tables(pool: &PgPool, manifest: &Manifest, from: &Path) -> anyhow::Result<()> {
    let mut transaction = pool.begin().await?;
    sqlx::query("ALTER TABLE events DISABLE TRIGGER USER")
        .execute(&mut *transaction)
        .await?;
    sqlx::query("DELETE FROM projection_checkpoints")
        .execute(&mut *transaction)
        .await?;
    for table in &manifest.tables {
        anyhow::ensure!(
            TABLES.iter().any(|known| known.name == table.name),
            "the manifest names a table no backup holds: {}",
            table.name
        );
        let file = tokio::fs::File::open(from.join(format!("{}.copy", table.name))).await?;
        let statement = format!(
            "COPY {} ({}) FROM STDIN",
            quoted(&table.name),
            column_list(&table.columns)
        );
        let mut copy = transaction.copy_in_raw(&statement).await?;
        copy.read_from(file).await?;
        let rows = copy.finish().await?;
        anyhow::ensure!(
            rows == table.rows,
            "{}: {rows} rows restored, the backup has {}",
            table.name,
            table.rows
        );
    }
    // The next event goes after the last one restored.
    sqlx::query(
        "SELECT setval('events_global_position', max(global_position)) FROM events
         HAVING count(*) > 0",
    )
    .execute(&mut *transaction)
    .await?;
    sqlx::query("ALTER TABLE events ENABLE TRIGGER USER")
        .execute(&mut *transaction)
        .await?;
    transaction.commit().await?;
    Ok(())
}

/// Puts each unpacked media file into `store`.
async fn put_media(from: &Path, store: &dyn media::MediaStore) -> anyhow::Result<()> {
    let mut folders = match tokio::fs::read_dir(from).await {
        Ok(folders) => folders,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error.into()),
    };
    while let Some(folder) = folders.next_entry().await? {
        let mut files = tokio::fs::read_dir(folder.path()).await?;
        while let Some(file) = files.next_entry().await? {
            let key = format!(
                "{}/{}",
                folder.file_name().to_string_lossy(),
                file.file_name().to_string_lossy()
            );
            let Some(key) = media::MediaKey::parse(&key) else {
                continue;
            };
            let bytes = tokio::fs::read(file.path()).await?;
            store.put(&key, &bytes, key.content_type()).await?;
        }
    }
    Ok(())
}

/// Moves each unpacked image folder into `media_dir`.
async fn move_media(from: &Path, media_dir: &Path) -> anyhow::Result<()> {
    tokio::fs::create_dir_all(media_dir).await?;
    let mut folders = match tokio::fs::read_dir(from).await {
        Ok(folders) => folders,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error.into()),
    };
    while let Some(folder) = folders.next_entry().await? {
        tokio::fs::rename(folder.path(), media_dir.join(folder.file_name()))
            .await
            .with_context(|| format!("cannot move media into {}", media_dir.display()))?;
    }
    Ok(())
}
