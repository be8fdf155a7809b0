//! The contact details `doghotel seed-demo` stores on a fresh site.

use chrono::Utc;

use super::body::ContactDetailsBody;
use super::ContactDetails;
use super::ContactDetailsCommand;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// Saves `body` as the first version of the details, as the CLI's actor, unless staff have
/// saved details already. The body meets the admin form's rules. Answers whether it saved.
pub async fn add_contact_details(
    state: &CommandState,
    body: ContactDetailsBody,
) -> Result<bool, ApiError> {
    let current = state
        .executor::<ContactDetails>()
        .load(events::contact_details::DETAILS_ID)
        .await?;
    if current.details().is_some() {
        return Ok(false);
    }
    let command = ContactDetailsCommand::SaveContactDetails {
        expected_version: 0,
        details: body.parse().map_err(ApiError::InvalidInput)?,
        at: Utc::now(),
    };
    // The CLI brings the read models up to date itself once everything is seeded.
    let metadata = RequestContext::cli().metadata(&command);
    state
        .executor::<ContactDetails>()
        .execute(events::contact_details::DETAILS_ID, command, metadata)
        .await?;
    Ok(true)
}
