//! The FAQ `doghotel seed-demo` writes to a fresh site.

use chrono::Utc;
use events::faq::FAQ_ID;

use super::body::FaqItemBody;
use super::Faq;
use super::FaqCommand;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// Adds the questions in order, as the CLI's actor, by the admin form's rules.
pub async fn write_faq(state: &CommandState, items: &[FaqItemBody]) -> Result<(), ApiError> {
    let context = RequestContext::cli();
    for body in items {
        let command = FaqCommand::AddItem {
            fields: body.parse().map_err(ApiError::InvalidInput)?,
            at: Utc::now(),
        };
        let metadata = context.metadata(&command);
        state
            .executor::<Faq>()
            .execute(FAQ_ID, command, metadata)
            .await?;
    }
    Ok(())
}
