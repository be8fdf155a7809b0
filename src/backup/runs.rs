//! Backups taken on the clock and by hand, recorded in `backup_runs` for the staff's settings
//! page and health, and the nightly job that takes one and lets the old ones go.

use std::path::Path;

use chrono::{DateTime, TimeDelta, Utc};
use sqlx::PgPool;

use super::archive;
use super::take::{take, BackupSettings, Taken};

/// Every night at 04:00 UTC, after the night's erasures (03:30), so the archive carries them.
pub const NIGHTLY: &str = "0 0 4 * * *";

/// Takes a backup and records how it went, failed or not.
pub async fn take_recorded(pool: &PgPool, settings: &BackupSettings) -> anyhow::Result<Taken> {
    let started_at = Utc::now();
    let taken = take(pool, settings).await;
    let recorded = record(pool, started_at, &taken).await;
    let taken = taken?;
    recorded?;
    Ok(taken)
}

async fn record(
    pool: &PgPool,
    started_at: DateTime<Utc>,
    taken: &anyhow::Result<Taken>,
) -> sqlx::Result<()> {
    let (archive, bytes, events, media_files, error) = match taken {
        Ok(taken) => (
            taken
                .path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned()),
            i64::try_from(taken.bytes).ok(),
            i64::try_from(taken.manifest.events()).ok(),
            i32::try_from(taken.manifest.media_files()).ok(),
            None,
        ),
        Err(error) => (None, None, None, None, Some(format!("{error:#}"))),
    };
    sqlx::query(
        "INSERT INTO backup_runs
                (started_at, finished_at, archive, bytes, events, media_files, error)
         VALUES ($1, now(), $2, $3, $4, $5, $6)",
    )
    .bind(started_at)
    .bind(archive)
    .bind(bytes)
    .bind(events)
    .bind(media_files)
    .bind(error)
    .execute(pool)
    .await?;
    Ok(())
}

/// The nightly job: a backup, then the archives older than `keep_days` go. A failure is
/// logged and recorded (health and the settings page show it); the old archives stay then, so
/// a run of failures never leaves the folder empty.
pub async fn nightly(pool: &PgPool, settings: &BackupSettings) {
    match take_recorded(pool, settings).await {
        Ok(taken) => {
            tracing::info!(archive = %taken.path.display(), bytes = taken.bytes, "backed up");
            let cutoff = Utc::now() - TimeDelta::days(i64::from(settings.keep_days));
            match remove_older(&settings.folder, cutoff, &taken.path).await {
                Ok(0) => {}
                Ok(removed) => tracing::info!(removed, "old backups removed"),
                Err(error) => tracing::warn!(%error, "cannot remove old backups"),
            }
        }
        Err(error) => tracing::error!(error = format!("{error:#}"), "the nightly backup failed"),
    }
}

/// Removes the archives in `folder` taken before `cutoff`, never `newest`; answers how many.
async fn remove_older(
    folder: &Path,
    cutoff: DateTime<Utc>,
    newest: &Path,
) -> anyhow::Result<usize> {
    let mut removed = 0;
    let mut entries = tokio::fs::read_dir(folder).await?;
    while let Some(entry) = entries.next_entry().await? {
        let name = entry.file_name();
        let taken_at = name.to_str().and_then(archive::taken_at);
        if entry.path() != newest && taken_at.is_some_and(|taken_at| taken_at < cutoff) {
            tokio::fs::remove_file(entry.path()).await?;
            removed += 1;
        }
    }
    Ok(removed)
}
