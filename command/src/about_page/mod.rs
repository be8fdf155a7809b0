//! The `AboutPage` aggregate: the meet-us tab of the About page (SPEC §2 "About") and its team.
//!
//! Rules the SPEC leaves open, as decided here:
//! - The story, quote, certificate and closing paragraph are saved together, every text in
//!   both languages (the page shows the same things on both sites).
//! - The team holds at most [`MAX_TEAM`] people; a member's id is never reused.
//! - Edits name the version they were loaded at; a stale one answers 409 `conflict`. Adding
//!   and removing a person need no version: neither overwrites anyone's work.
//! - A save that changes nothing records nothing.

/// The admin form's JSON bodies and their rules.
pub mod body;
/// The history panel: its events, one version, a restore.
pub mod history_routes;
/// The admin About routes.
pub mod routes;
/// The About page `doghotel seed-demo` writes.
pub mod seed;
/// The aggregate as its changes answer it, and its id in a path.
pub mod view;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::about_page::{AboutContent, AboutEvent, AboutStory, TeamMember, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT, INVALID_REQUEST};
use crate::executor::Runnable;
pub use body::MemberFields;
use errors::ErrorCode;

/// The page shows the team in one row on desktop; a dozen is the most it was drawn for.
pub const MAX_TEAM: usize = 12;

const TEAM_FULL: Reason = Reason::new(
    ErrorCode::TooManyItems,
    "The team has as many people as the page can show.",
);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AboutPage {
    content: AboutContent,
    /// The number of events applied: the version an edit names (CQRS-NOTES trap 5).
    version: u64,
}

pub enum AboutCommand {
    EditStory {
        expected_version: u64,
        story: AboutStory,
        at: DateTime<Utc>,
    },
    AddTeamMember {
        fields: MemberFields,
        at: DateTime<Utc>,
    },
    EditTeamMember {
        expected_version: u64,
        member_id: i64,
        fields: MemberFields,
        at: DateTime<Utc>,
    },
    ReorderTeam {
        expected_version: u64,
        order: Vec<i64>,
        at: DateTime<Utc>,
    },
    RemoveTeamMember {
        member_id: i64,
        at: DateTime<Utc>,
    },
    /// Saves the page an earlier version had over the current one.
    RestorePage {
        expected_version: u64,
        from_version: u64,
        content: AboutContent,
        at: DateTime<Utc>,
    },
}

impl CommandName for AboutCommand {
    fn name(&self) -> &'static str {
        match self {
            AboutCommand::EditStory { .. } => "EditAboutStory",
            AboutCommand::AddTeamMember { .. } => "AddTeamMember",
            AboutCommand::EditTeamMember { .. } => "EditTeamMember",
            AboutCommand::ReorderTeam { .. } => "ReorderTeam",
            AboutCommand::RemoveTeamMember { .. } => "RemoveTeamMember",
            AboutCommand::RestorePage { .. } => "RestoreAboutPage",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AboutError {
    #[error("the page changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("no such team member")]
    NoSuchMember,
    #[error("the team is full")]
    TeamFull,
    #[error("the order does not name every team member once")]
    BadOrder,
    #[error("version {0} is not in the page's history")]
    NoSuchVersion(u64),
}

impl From<AboutError> for ApiError {
    fn from(error: AboutError) -> ApiError {
        match error {
            AboutError::StaleVersion { .. } => ApiError::Conflict(CONFLICT),
            AboutError::NoSuchMember | AboutError::NoSuchVersion(_) => ApiError::NotFound,
            AboutError::TeamFull => ApiError::Conflict(TEAM_FULL),
            AboutError::BadOrder => ApiError::InvalidInput(INVALID_REQUEST.on_field("order")),
        }
    }
}

impl AboutPage {
    pub fn content(&self) -> &AboutContent {
        &self.content
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    fn require_version(&self, expected: u64) -> Result<(), AboutError> {
        if expected == self.version {
            Ok(())
        } else {
            Err(AboutError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }

    fn member(&self, member_id: i64) -> Result<&TeamMember, AboutError> {
        self.content
            .team
            .iter()
            .find(|member| member.id == member_id)
            .ok_or(AboutError::NoSuchMember)
    }
}

/// Whether `order` names each id of `ids` exactly once.
pub(crate) fn is_permutation(order: &[i64], ids: impl Iterator<Item = i64>) -> bool {
    let mut expected: Vec<i64> = ids.collect();
    let mut given = order.to_vec();
    expected.sort_unstable();
    given.sort_unstable();
    expected == given
}

impl Runnable for AboutPage {}

impl Aggregate for AboutPage {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = AboutCommand;
    type Event = AboutEvent;
    type Error = AboutError;
    type Services = ();

    async fn handle(
        &mut self,
        command: AboutCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), AboutError> {
        match command {
            AboutCommand::EditStory {
                expected_version,
                story,
                at,
            } => {
                self.require_version(expected_version)?;
                if self.content.story.as_ref() != Some(&story) {
                    sink.write(AboutEvent::AboutStoryEdited { story, at }, self)
                        .await;
                }
            }
            AboutCommand::AddTeamMember { fields, at } => {
                if self.content.team.len() >= MAX_TEAM {
                    return Err(AboutError::TeamFull);
                }
                let member = fields.into_member(self.content.last_member_id + 1);
                sink.write(AboutEvent::TeamMemberAdded { member, at }, self)
                    .await;
            }
            AboutCommand::EditTeamMember {
                expected_version,
                member_id,
                fields,
                at,
            } => {
                let current = self.member(member_id)?.clone();
                self.require_version(expected_version)?;
                let member = fields.into_member(member_id);
                if member != current {
                    sink.write(AboutEvent::TeamMemberEdited { member, at }, self)
                        .await;
                }
            }
            AboutCommand::ReorderTeam {
                expected_version,
                order,
                at,
            } => {
                self.require_version(expected_version)?;
                let ids = self.content.team.iter().map(|member| member.id);
                if !is_permutation(&order, ids) {
                    return Err(AboutError::BadOrder);
                }
                let current: Vec<i64> = self.content.team.iter().map(|m| m.id).collect();
                if order != current {
                    sink.write(AboutEvent::TeamReordered { order, at }, self)
                        .await;
                }
            }
            AboutCommand::RemoveTeamMember { member_id, at } => {
                self.member(member_id)?;
                sink.write(AboutEvent::TeamMemberRemoved { member_id, at }, self)
                    .await;
            }
            AboutCommand::RestorePage {
                expected_version,
                from_version,
                content,
                at,
            } => {
                self.require_version(expected_version)?;
                if from_version == 0 || from_version > self.version {
                    return Err(AboutError::NoSuchVersion(from_version));
                }
                if content.story != self.content.story || content.team != self.content.team {
                    let restored = AboutEvent::AboutPageRestored {
                        from_version,
                        story: content.story,
                        team: content.team,
                        at,
                    };
                    sink.write(restored, self).await;
                }
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: AboutEvent) {
        self.version += 1;
        self.content.apply(event);
    }
}

#[cfg(test)]
mod tests;
