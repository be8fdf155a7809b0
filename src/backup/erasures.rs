//! Erasures win over backups. A visitor forgotten after a backup was taken must stay forgotten
//! when that backup is restored, so every archive carries the whole list of erasures recorded
//! until it was taken (only ids: which aggregates, why, when), and a restore applies the newest
//! list it can find, its own or that of any newer archive in the same folder. An erasure is
//! recorded under its own id, so applying one the restored events already hold does nothing.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use anyhow::Context;
use chrono::{DateTime, Utc};
use command::context::RequestContext;
use command::CommandState;
use events::erasure::{ErasedAggregate, ErasureEvent, ErasureReason};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use super::archive;

/// One erasure as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Erasure {
    pub id: String,
    pub subjects: Vec<ErasedAggregate>,
    pub reason: ErasureReason,
    pub at: DateTime<Utc>,
}

/// Every erasure recorded, as `connection` sees the events.
pub async fn recorded(connection: &mut PgConnection) -> anyhow::Result<Vec<Erasure>> {
    let rows: Vec<(String, sqlx::types::Json<ErasureEvent>)> = sqlx::query_as(
        "SELECT aggregate_id, payload FROM readable_events
          WHERE aggregate_type = $1 ORDER BY global_position",
    )
    .bind(events::erasure::AGGREGATE_TYPE)
    .fetch_all(connection)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, event)| {
            let ErasureEvent::VisitorErased {
                subjects,
                reason,
                at,
            } = event.0;
            Erasure {
                id,
                subjects,
                reason,
                at,
            }
        })
        .collect())
}

/// The erasures of the archive at `path`, read from its first entry.
pub fn of_archive(path: &Path) -> anyhow::Result<Vec<Erasure>> {
    let file = std::fs::File::open(path)?;
    let mut entries = tar::Archive::new(flate2::read::GzDecoder::new(file));
    let mut first = entries
        .entries()?
        .next()
        .context("the archive is empty")??;
    anyhow::ensure!(
        first.path()?.to_str() == Some(archive::ERASURES),
        "the archive does not begin with its erasures"
    );
    let mut text = String::new();
    first.read_to_string(&mut text)?;
    Ok(serde_json::from_str(&text)?)
}

/// `own` and the erasures of every other archive in `folder`, once each: the newest list there
/// is. An archive that cannot be read is skipped, and said so.
pub fn newest(own: Vec<Erasure>, folder: &Path, this: &Path) -> Vec<Erasure> {
    let mut all: BTreeMap<String, Erasure> = own
        .into_iter()
        .map(|erasure| (erasure.id.clone(), erasure))
        .collect();
    let Ok(listing) = std::fs::read_dir(folder) else {
        return all.into_values().collect();
    };
    for entry in listing.flatten() {
        let path = entry.path();
        let named = entry.file_name();
        if path == this || !named.to_str().is_some_and(archive::is_archive) {
            continue;
        }
        match of_archive(&path) {
            Ok(erasures) => {
                for erasure in erasures {
                    all.entry(erasure.id.clone()).or_insert(erasure);
                }
            }
            Err(error) => {
                tracing::warn!(archive = %path.display(), %error, "cannot read its erasures");
            }
        }
    }
    let mut newest: Vec<Erasure> = all.into_values().collect();
    newest.sort_by_key(|erasure| erasure.at);
    newest
}

/// Records each of `erasures` the database does not hold yet; answers how many that was.
pub async fn apply(state: &CommandState, erasures: Vec<Erasure>) -> anyhow::Result<usize> {
    let held: Vec<String> =
        sqlx::query_scalar("SELECT DISTINCT aggregate_id FROM events WHERE aggregate_type = $1")
            .bind(events::erasure::AGGREGATE_TYPE)
            .fetch_all(state.pool())
            .await?;
    let mut applied = 0;
    for erasure in erasures {
        if held.contains(&erasure.id) {
            continue;
        }
        command::erasure::record::erase(
            state,
            &RequestContext::cli(),
            &erasure.id,
            erasure.subjects,
            erasure.reason,
        )
        .await
        .map_err(|error| anyhow::anyhow!("cannot apply the erasure {}: {error}", erasure.id))?;
        applied += 1;
    }
    Ok(applied)
}
