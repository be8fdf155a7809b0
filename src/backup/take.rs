//! Taking a backup: the tables from one snapshot of the database, then the media files, into
//! an archive written under a temporary name and renamed once whole, so a folder of backups
//! never holds half of one under an archive's name.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use chrono::Utc;
use futures::TryStreamExt;
use media::MediaStore;
use sqlx::PgPool;
use tokio::io::AsyncWriteExt;

use super::archive::{self, EntryDigest, Hashing, Manifest, TableCopy};
use super::erasures;
use super::tables::{column_list, quoted, TABLES};

/// A backup written.
#[derive(Debug)]
pub struct Taken {
    pub path: PathBuf,
    pub bytes: u64,
    pub took: Duration,
    pub manifest: Manifest,
}

/// Where and how a backup is taken.
#[derive(Debug, Clone)]
pub struct BackupSettings {
    pub folder: PathBuf,
    pub media: MediaPlace,
    /// The server's secret, of which the manifest keeps a fingerprint.
    pub secret: String,
    /// How many days of archives the nightly job keeps.
    pub keep_days: u32,
}

/// Where the photos a backup holds are kept.
#[derive(Clone)]
pub enum MediaPlace {
    /// A folder, which the archive reads.
    Folder(PathBuf),
    /// A store elsewhere (an S3-compatible bucket): its files are fetched beside the tables'
    /// copies first.
    Store(Arc<dyn MediaStore>),
}

impl fmt::Debug for MediaPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MediaPlace::Folder(folder) => write!(f, "Folder({})", folder.display()),
            MediaPlace::Store(_) => f.write_str("Store"),
        }
    }
}

/// Writes a backup of the database at `pool` and the media of `settings` into its folder
/// (created if missing).
pub async fn take(pool: &PgPool, settings: &BackupSettings) -> anyhow::Result<Taken> {
    let to = settings.folder.as_path();
    let started = Instant::now();
    tokio::fs::create_dir_all(to)
        .await
        .with_context(|| format!("cannot create {}", to.display()))?;
    let taken_at = Utc::now();
    let name = archive::file_name(taken_at);
    let staging = to.join(format!(".{name}.tables"));
    tokio::fs::create_dir_all(&staging).await?;
    let written = async {
        let snapshot = copy_tables(pool, &staging).await?;
        let media_dir = match &settings.media {
            MediaPlace::Folder(folder) => folder.clone(),
            MediaPlace::Store(store) => {
                let fetched = staging.join("media");
                fetch_media(store.as_ref(), &fetched).await?;
                fetched
            }
        };
        let manifest = Manifest {
            format: archive::FORMAT,
            taken_at,
            schema_version: snapshot.schema_version,
            written_by: concat!("doghotel ", env!("CARGO_PKG_VERSION")).to_owned(),
            secret_fingerprint: archive::secret_fingerprint(&settings.secret),
            tables: snapshot.tables,
            entries: BTreeMap::new(),
        };
        let partial = to.join(format!(".{name}.partial"));
        let (staging, erasures) = (staging.clone(), snapshot.erasures);
        let writing = partial.clone();
        let manifest = tokio::task::spawn_blocking(move || {
            write_archive(&writing, &staging, &media_dir, &erasures, manifest)
        })
        .await??;
        let path = to.join(&name);
        tokio::fs::rename(&partial, &path).await?;
        let bytes = tokio::fs::metadata(&path).await?.len();
        anyhow::Ok(Taken {
            path,
            bytes,
            took: started.elapsed(),
            manifest,
        })
    }
    .await;
    let _ = tokio::fs::remove_dir_all(&staging).await;
    if written.is_err() {
        let _ = tokio::fs::remove_file(to.join(format!(".{name}.partial"))).await;
    }
    written
}

/// Every file of `store` into `folder`, one subfolder per image as the local store keeps them.
async fn fetch_media(store: &dyn MediaStore, folder: &Path) -> anyhow::Result<()> {
    for (image, _) in store.images().await? {
        tokio::fs::create_dir_all(folder.join(image.as_str())).await?;
        for key in store.files(&image).await? {
            // Gone since it was listed (an erasure, the upload sweep): nothing to keep.
            if let Some(bytes) = store.get(&key).await? {
                tokio::fs::write(folder.join(key.as_str()), bytes).await?;
            }
        }
    }
    Ok(())
}

/// What one snapshot of the database gave.
struct Snapshot {
    schema_version: i64,
    tables: Vec<TableCopy>,
    erasures: Vec<erasures::Erasure>,
}

/// Copies every table of [`TABLES`] into `staging/{table}.copy`, all from one snapshot: a
/// command committed meanwhile is in all of them or in none.
async fn copy_tables(pool: &PgPool, staging: &Path) -> anyhow::Result<Snapshot> {
    let mut transaction = pool.begin().await?;
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .execute(&mut *transaction)
        .await?;
    let schema_version: i64 =
        sqlx::query_scalar("SELECT max(version) FROM _sqlx_migrations WHERE success")
            .fetch_one(&mut *transaction)
            .await
            .context("the database has no schema: nothing to back up")?;
    let erasures = erasures::recorded(&mut transaction).await?;
    let mut tables = Vec::new();
    for table in TABLES {
        let columns: Vec<String> = sqlx::query_scalar(
            "SELECT column_name::text FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
              ORDER BY ordinal_position",
        )
        .bind(table.name)
        .fetch_all(&mut *transaction)
        .await?;
        anyhow::ensure!(
            !columns.is_empty(),
            "the database has no table {}",
            table.name
        );
        let filter = table
            .rows
            .map(|rows| format!(" WHERE {rows}"))
            .unwrap_or_default();
        let statement = format!(
            "COPY (SELECT {} FROM {}{filter}) TO STDOUT",
            column_list(&columns),
            quoted(table.name)
        );
        let mut file =
            tokio::fs::File::create(staging.join(format!("{}.copy", table.name))).await?;
        let mut rows = 0;
        let mut copy = transaction.copy_out_raw(&statement).await?;
        while let Some(chunk) = copy.try_next().await? {
            // COPY's text format ends each row with a newline and escapes those inside values.
            rows += chunk.iter().filter(|byte| **byte == b'\n').count() as u64;
            file.write_all(&chunk).await?;
        }
        drop(copy);
        file.flush().await?;
        tables.push(TableCopy {
            name: table.name.to_owned(),
            columns,
            rows,
        });
    }
    transaction.commit().await?;
    Ok(Snapshot {
        schema_version,
        tables,
        erasures,
    })
}

/// Writes the archive at `path`: the erasures, the tables copied into `staging`, every media
/// file under `media_dir`, and the manifest with each entry's digest.
fn write_archive(
    path: &Path,
    staging: &Path,
    media_dir: &Path,
    erasures: &[erasures::Erasure],
    mut manifest: Manifest,
) -> anyhow::Result<Manifest> {
    let file =
        std::fs::File::create(path).with_context(|| format!("cannot write {}", path.display()))?;
    let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(
        std::io::BufWriter::new(file),
        flate2::Compression::default(),
    ));
    let erasures = serde_json::to_vec_pretty(erasures)?;
    append(&mut builder, archive::ERASURES, &erasures)?;
    manifest
        .entries
        .insert(archive::ERASURES.to_owned(), archive::digest_of(&erasures));
    for table in &manifest.tables {
        let name = archive::table_entry(&table.name);
        let digest = append_file(
            &mut builder,
            &name,
            &staging.join(format!("{}.copy", table.name)),
        )?;
        manifest.entries.insert(name, digest);
    }
    for (key, file) in media_files(media_dir)? {
        let name = format!("{}{key}", archive::MEDIA);
        let digest = append_file(&mut builder, &name, &file)?;
        manifest.entries.insert(name, digest);
    }
    append(
        &mut builder,
        archive::MANIFEST,
        &serde_json::to_vec_pretty(&manifest)?,
    )?;
    let compressed = builder.into_inner()?.finish()?;
    let file = compressed
        .into_inner()
        .map_err(|error| error.into_error())?;
    file.sync_all()?;
    Ok(manifest)
}

fn entry_header(bytes: u64) -> tar::Header {
    let mut header = tar::Header::new_gnu();
    header.set_size(bytes);
    header.set_mode(0o600);
    header.set_mtime(0);
    header.set_entry_type(tar::EntryType::Regular);
    header
}

fn append<W: std::io::Write>(
    builder: &mut tar::Builder<W>,
    name: &str,
    bytes: &[u8],
) -> anyhow::Result<()> {
    builder.append_data(&mut entry_header(bytes.len() as u64), name, bytes)?;
    Ok(())
}

fn append_file<W: std::io::Write>(
    builder: &mut tar::Builder<W>,
    name: &str,
    path: &Path,
) -> anyhow::Result<EntryDigest> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let bytes = file.metadata()?.len();
    let mut reading = Hashing::new(file);
    builder.append_data(&mut entry_header(bytes), name, &mut reading)?;
    let digest = reading.digest();
    anyhow::ensure!(
        digest.bytes == bytes,
        "{} changed while it was being backed up",
        path.display()
    );
    Ok(digest)
}

/// Every media file under `root` with its key (`{image}/{file}`): the folders of images and
/// their files, not a store's temporary files (whose names begin with a dot).
fn media_files(root: &Path) -> anyhow::Result<Vec<(String, PathBuf)>> {
    let mut files = Vec::new();
    let folders = match std::fs::read_dir(root) {
        Ok(folders) => folders,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(files),
        Err(error) => return Err(error).with_context(|| format!("cannot list {}", root.display())),
    };
    for folder in folders {
        let folder = folder?;
        let Some(image) = folder.file_name().to_str().and_then(media::ImageId::parse) else {
            continue;
        };
        for file in std::fs::read_dir(folder.path())? {
            let file = file?;
            let key = file
                .file_name()
                .to_str()
                .map(|name| format!("{}/{name}", image.as_str()));
            if let Some(key) = key.filter(|key| media::MediaKey::parse(key).is_some()) {
                files.push((key, file.path()));
            }
        }
    }
    files.sort();
    Ok(files)
}
