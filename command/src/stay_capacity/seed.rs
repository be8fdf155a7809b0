//! The places `doghotel seed-demo` stores on a fresh site.

use chrono::Utc;
use events::stay_capacity::CAPACITY_ID;

use super::body::CapacityBody;
use super::StayCapacity;
use crate::context::RequestContext;
use crate::edited_record::{self, RecordCommand};
use crate::error::ApiError;
use crate::state::CommandState;

/// Saves `body` as the first version of the capacity, as the CLI's actor, unless staff have
/// saved one already. The body meets the admin form's rules. Answers whether it saved.
pub async fn add_capacity(state: &CommandState, body: CapacityBody) -> Result<bool, ApiError> {
    let executor = state.executor::<StayCapacity>();
    if executor.load(CAPACITY_ID).await?.record().is_some() {
        return Ok(false);
    }
    let command = RecordCommand::Create {
        record: body.parse().map_err(ApiError::InvalidInput)?,
        at: Utc::now(),
    };
    // The CLI brings the read models up to date itself once everything is seeded.
    edited_record::execute(&executor, &RequestContext::cli(), CAPACITY_ID, command).await?;
    Ok(true)
}
