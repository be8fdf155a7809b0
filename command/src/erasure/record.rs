//! How an erasure is recorded, by staff's calls and the scheduler's job alike. An erased
//! review's photo goes with it: its files (every variant) are removed from the media
//! store once the erasure is recorded, so its address answers 404. The photo's id is read
//! before the erasure blanks it; after, a photo some other event still names (the same picture
//! sent twice) stays. A removal that fails is logged and left to the nightly sweep of photos no
//! event names (`upload::sweep`), which the erasure has made this one: the erasure itself is
//! recorded and answered all the same.

use chrono::Utc;
use events::erasure::{ErasedAggregate, ErasureReason};
use media::{ImageId, MediaStore};
use sqlx::PgPool;

use super::{Erasure, ErasureCommand};
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::executor::{Decided, Executed};
use crate::state::CommandState;

/// Records the erasure of `subjects` under `erasure_id`, then removes the photos it left
/// unnamed: what the scheduler's job and a restore do, where no one waits on the read models.
/// No events when it was recorded before.
pub async fn erase(
    state: &CommandState,
    context: &RequestContext,
    erasure_id: &str,
    subjects: Vec<ErasedAggregate>,
    reason: ErasureReason,
) -> Result<Executed<Erasure>, ApiError> {
    let photos = Photos::of(&state.pool, &subjects).await?;
    let command = erase_command(subjects, reason);
    let metadata = context.metadata(&command);
    let executed = state
        .executor::<Erasure>()
        .execute(erasure_id, command, metadata)
        .await?;
    photos
        .remove_unnamed(&state.pool, state.media.as_ref())
        .await;
    Ok(executed)
}

/// [`erase`] for staff's calls: answers once the read models no longer show what was erased.
pub async fn erase_and_answer<V>(
    state: &CommandState,
    context: &RequestContext,
    erasure_id: &str,
    subjects: Vec<ErasedAggregate>,
    answer: impl FnOnce(&Decided<Erasure>) -> Result<V, ApiError>,
) -> Result<V, ApiError> {
    let photos = Photos::of(&state.pool, &subjects).await?;
    let command = erase_command(subjects, ErasureReason::Requested);
    let answer = state
        .executor::<Erasure>()
        .execute_and_answer(context, erasure_id, command, answer)
        .await?;
    photos
        .remove_unnamed(&state.pool, state.media.as_ref())
        .await;
    Ok(answer)
}

fn erase_command(subjects: Vec<ErasedAggregate>, reason: ErasureReason) -> ErasureCommand {
    ErasureCommand::Erase {
        subjects,
        reason,
        at: Utc::now(),
    }
}

/// The photos of the reviews an erasure is about to name.
struct Photos(Vec<ImageId>);

impl Photos {
    /// Reads the photos of the reviews among `subjects`, before the erasure blanks them.
    async fn of(pool: &PgPool, subjects: &[ErasedAggregate]) -> sqlx::Result<Photos> {
        let reviews: Vec<&str> = subjects
            .iter()
            .filter(|subject| subject.aggregate_type == events::review::AGGREGATE_TYPE)
            .map(|subject| subject.aggregate_id.as_str())
            .collect();
        let images: Vec<String> = sqlx::query_scalar(
            "SELECT payload #>> '{ReviewSubmitted,review,image}' FROM readable_events
              WHERE aggregate_type = $1 AND aggregate_id = ANY($2)
                AND event_type = 'ReviewSubmitted'
                AND payload #>> '{ReviewSubmitted,review,image}' IS NOT NULL",
        )
        .bind(events::review::AGGREGATE_TYPE)
        .bind(&reviews)
        .fetch_all(pool)
        .await?;
        Ok(Photos(
            images.iter().filter_map(|id| ImageId::parse(id)).collect(),
        ))
    }

    /// Once the erasure is recorded: removes each photo no event names any more.
    async fn remove_unnamed(self, pool: &PgPool, store: &dyn MediaStore) {
        for id in self.0 {
            let named: Result<bool, _> = sqlx::query_scalar(
                "SELECT EXISTS (SELECT 1 FROM readable_events
                                 WHERE strpos(payload::text, $1) > 0)",
            )
            .bind(id.as_str())
            .fetch_one(pool)
            .await;
            let removed = match named {
                Ok(true) => continue,
                Ok(false) => store.remove(&id).await,
                Err(error) => Err(error.into()),
            };
            match removed {
                Ok(()) => tracing::info!(image = %id, "an erased review's photo removed"),
                Err(error) => tracing::warn!(
                    image = %id,
                    error = format!("{error:#}"),
                    "an erased review's photo was not removed; the nightly sweep will"
                ),
            }
        }
    }
}
