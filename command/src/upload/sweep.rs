//! Photos nobody uses are removed by the scheduler. An upload is stored before the form that
//! names it is saved, and a form may be left unsaved, or a visitor's review refused before its
//! event was stored; without this their files would stay for ever. Each night every image that
//! no event names and that was written more than a day ago is removed: a day is far longer
//! than any form stays open between its upload and its save, and an upload of the same photo
//! again dates it anew (`media::ingest`).
//!
//! Events name images by their id, in fields (a dog's photos, a review's photo) and inside
//! texts (an article's pictures), so one pass over every event's readable payload finds every
//! id still named. What an erasure blanked no longer names its photo, so an erased visitor's
//! photo goes too, unless something else names the same picture.

use std::collections::HashSet;
use std::time::{Duration, SystemTime};

use media::MediaStore;
use sqlx::PgPool;

use crate::state::CommandState;

/// When the scheduler looks (cron with seconds, UTC): nightly, at ten to five, after the
/// erasures and the consistency check.
pub const NIGHTLY: &str = "0 50 4 * * *";

/// How long a stored image may wait for an event to name it.
pub const GRACE: Duration = Duration::from_secs(24 * 60 * 60);

/// Removes the images no event names that were written before `now - GRACE`; answers how many.
pub async fn remove_unused(
    pool: &PgPool,
    store: &dyn MediaStore,
    now: SystemTime,
) -> anyhow::Result<usize> {
    let cutoff = now - GRACE;
    let old: Vec<_> = store
        .images()
        .await?
        .into_iter()
        .filter(|(_, written)| *written < cutoff)
        .collect();
    if old.is_empty() {
        return Ok(0);
    }
    let named = named_images(pool).await?;
    let mut removed = 0;
    for (id, _) in old {
        if !named.contains(id.as_str()) {
            store.remove(&id).await?;
            removed += 1;
        }
    }
    Ok(removed)
}

/// Every image id some event names: any 64 lowercase hex digits in a payload, in a field or in
/// a text. Other hashes that look alike only keep a file longer, never remove a named one.
async fn named_images(pool: &PgPool) -> sqlx::Result<HashSet<String>> {
    let ids: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT found[1]
           FROM readable_events,
                regexp_matches(payload::text, '[0-9a-f]{64}', 'g') AS found",
    )
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().collect())
}

/// The scheduler's nightly run: logs what it did, and a failure, which the next night retries.
pub async fn nightly(state: &CommandState) {
    match remove_unused(&state.pool, state.media.as_ref(), SystemTime::now()).await {
        Ok(0) => {}
        Ok(removed) => tracing::info!(removed, "removed photos no event names"),
        Err(error) => tracing::error!(
            error = format!("{error:#}"),
            "unused photos were not removed"
        ),
    }
}
