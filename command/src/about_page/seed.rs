//! The About page `doghotel seed-demo` writes to a fresh site.

use chrono::Utc;
use events::about_page::PAGE_ID;

use super::body::{MemberBody, StoryBody};
use super::AboutCommand;
use super::AboutPage;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// Saves the story and adds the team, as the CLI's actor, by the admin form's rules.
pub async fn write_about_page(
    state: &CommandState,
    story: &StoryBody,
    team: &[MemberBody],
) -> Result<(), ApiError> {
    let context = RequestContext::cli();
    let page = state.executor::<AboutPage>().load(PAGE_ID).await?;
    let mut commands = vec![AboutCommand::EditStory {
        expected_version: page.version(),
        story: story.parse().map_err(ApiError::InvalidInput)?,
        at: Utc::now(),
    }];
    for member in team {
        commands.push(AboutCommand::AddTeamMember {
            fields: member.parse().map_err(ApiError::InvalidInput)?,
            at: Utc::now(),
        });
    }
    for command in commands {
        let metadata = context.metadata(&command);
        state
            .executor::<AboutPage>()
            .execute(PAGE_ID, command, metadata)
            .await?;
    }
    Ok(())
}
