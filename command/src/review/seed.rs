//! Reviews `doghotel seed-demo` writes to a fresh site: each submitted, then moderated, as the
//! CLI's actor, at the times given (so the demo's dates spread over past months).

use chrono::{DateTime, Utc};
use events::review::ReviewDetails;
use events::Language;

use super::Review;
use super::ReviewCommand;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// What staff did with a demo review after it arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moderation {
    Pending,
    Approved,
    /// Approved and put on the home slider.
    Featured,
}

/// Stores `review` as submitted at `at` and moderates it a little later; answers its id.
pub async fn add_review(
    state: &CommandState,
    review: ReviewDetails,
    at: DateTime<Utc>,
    moderation: Moderation,
) -> Result<String, ApiError> {
    let id = uuid::Uuid::now_v7().to_string();
    let later = at + chrono::Duration::hours(3);
    let mut commands = vec![ReviewCommand::Submit { review, at }];
    if moderation != Moderation::Pending {
        commands.push(ReviewCommand::Approve {
            expected_version: 1,
            at: later,
        });
    }
    if moderation == Moderation::Featured {
        commands.push(ReviewCommand::Feature {
            expected_version: 2,
            at: later,
        });
    }
    run(state, &id, commands).await?;
    Ok(id)
}

/// The hotel's answer to review `parent_id`, posted at `at`.
pub async fn add_hotel_answer(
    state: &CommandState,
    parent_id: &str,
    text: &str,
    language: Language,
    at: DateTime<Utc>,
) -> Result<(), ApiError> {
    let command = ReviewCommand::PostHotelAnswer {
        parent_id: parent_id.to_owned(),
        text: crate::validation::ReviewText::parse(text).map_err(ApiError::InvalidInput)?,
        language,
        at,
    };
    run(state, &uuid::Uuid::now_v7().to_string(), vec![command]).await
}

/// Whether the site has any review or answer already.
pub async fn has_reviews(state: &CommandState) -> Result<bool, ApiError> {
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_type = $1")
        .bind(events::review::AGGREGATE_TYPE)
        .fetch_one(&state.pool)
        .await?;
    Ok(count > 0)
}

async fn run(state: &CommandState, id: &str, commands: Vec<ReviewCommand>) -> Result<(), ApiError> {
    let context = RequestContext::cli();
    for command in commands {
        let metadata = context.metadata(&command);
        state
            .executor::<Review>()
            .execute(id, command, metadata)
            .await?;
    }
    Ok(())
}
