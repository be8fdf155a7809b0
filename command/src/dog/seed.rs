//! The dogs `doghotel seed-demo` adds to a fresh site.

use chrono::Utc;

use super::Dog;
use super::{DogCommand, DogFields, DogInput};
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// Adds a dog and publishes it, as the CLI's actor. The input meets the same rules as the
/// admin form's. Answers the dog's id.
pub async fn add_published_dog(state: &CommandState, input: &DogInput) -> Result<i64, ApiError> {
    let now = Utc::now();
    let fields = DogFields::parse(input, now.date_naive()).map_err(ApiError::InvalidInput)?;
    let id = super::next_id(&state.pool).await?;
    let context = RequestContext::cli();
    for command in [
        DogCommand::CreateDog { fields, at: now },
        DogCommand::PublishDog { at: now },
    ] {
        let metadata = context.metadata(&command);
        state
            .executor::<Dog>()
            .execute(&id.to_string(), command, metadata)
            .await?;
    }
    Ok(id.get())
}
