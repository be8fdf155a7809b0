//! The `NewsletterIssue` aggregate: one issue of the hotel's news, written in Ukrainian and
//! English, tried on staff's own mailbox, then sent to every confirmed subscriber once.
//!
//! Rules the issue leaves open, as decided here:
//! - Both languages are written before an issue is saved, as every subscriber reads one of them.
//! - Saves and sending name the version staff loaded (409 `conflict` when stale), so what is
//!   sent is what the sender saw; a save that changes nothing records nothing.
//! - Once sending started the issue is what subscribers received: it is neither edited nor sent
//!   again (409 `issueAlreadySent`). A test can be asked for at any time.

/// The editor's JSON bodies and their rules.
pub mod body;
/// The admin calls under `/api/admin/newsletter/issues`.
pub mod routes;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use errors::ErrorCode;
use events::newsletter_issue::{IssueContent, NewsletterIssueEvent, AGGREGATE_TYPE};
use events::Language;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;

use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT};
use crate::executor::Runnable;

const ALREADY_SENT: Reason = Reason::new(
    ErrorCode::IssueAlreadySent,
    "This issue has been sent; it can no longer be changed or sent again.",
);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct NewsletterIssue {
    content: Option<IssueContent>,
    saved_at: Option<DateTime<Utc>>,
    sent_at: Option<DateTime<Utc>>,
    /// The number of events applied: the version a save or a send names.
    version: u64,
}

pub enum IssueCommand {
    /// Saves the issue as staff wrote it; a new issue names version 0.
    Save {
        expected_version: u64,
        content: IssueContent,
        at: DateTime<Utc>,
    },
    /// Mails the issue as saved, in each language, to `to`: the staff member's own address.
    SendTest {
        expected_version: u64,
        to: String,
        at: DateTime<Utc>,
    },
    /// Sends the issue to every confirmed subscriber.
    Send {
        expected_version: u64,
        at: DateTime<Utc>,
    },
}

impl CommandName for IssueCommand {
    fn name(&self) -> &'static str {
        match self {
            IssueCommand::Save { .. } => "SaveNewsletterIssue",
            IssueCommand::SendTest { .. } => "SendNewsletterTest",
            IssueCommand::Send { .. } => "SendNewsletterIssue",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IssueError {
    #[error("the issue changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("no such issue")]
    NoSuchIssue,
    #[error("the issue has been sent")]
    AlreadySent,
}

impl From<IssueError> for ApiError {
    fn from(error: IssueError) -> ApiError {
        match error {
            IssueError::StaleVersion { .. } => ApiError::Conflict(CONFLICT),
            IssueError::NoSuchIssue => ApiError::NotFound,
            IssueError::AlreadySent => ApiError::Conflict(ALREADY_SENT),
        }
    }
}

impl NewsletterIssue {
    /// The issue as last saved; `None` for an id never saved.
    pub fn content(&self) -> Option<&IssueContent> {
        self.content.as_ref()
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn saved_at(&self) -> Option<DateTime<Utc>> {
        self.saved_at
    }

    pub fn sent_at(&self) -> Option<DateTime<Utc>> {
        self.sent_at
    }

    fn require_version(&self, expected: u64) -> Result<(), IssueError> {
        if expected == self.version {
            Ok(())
        } else {
            Err(IssueError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }

    fn require_saved(&self) -> Result<(), IssueError> {
        match self.content {
            Some(_) => Ok(()),
            None => Err(IssueError::NoSuchIssue),
        }
    }

    fn require_draft(&self) -> Result<(), IssueError> {
        match self.sent_at {
            Some(_) => Err(IssueError::AlreadySent),
            None => Ok(()),
        }
    }
}

impl Runnable for NewsletterIssue {}

impl Aggregate for NewsletterIssue {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = IssueCommand;
    type Event = NewsletterIssueEvent;
    type Error = IssueError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        let events = match command {
            IssueCommand::Save {
                expected_version,
                content,
                at,
            } => {
                self.require_draft()?;
                self.require_version(expected_version)?;
                if self.content.as_ref() == Some(&content) {
                    Vec::new()
                } else {
                    vec![NewsletterIssueEvent::IssueDraftSaved { content, at }]
                }
            }
            IssueCommand::SendTest {
                expected_version,
                to,
                at,
            } => {
                self.require_saved()?;
                self.require_version(expected_version)?;
                Language::WITH_TEXTS
                    .into_iter()
                    .map(|language| NewsletterIssueEvent::IssueTestRequested {
                        to: to.clone(),
                        language,
                        at,
                    })
                    .collect()
            }
            IssueCommand::Send {
                expected_version,
                at,
            } => {
                self.require_saved()?;
                self.require_draft()?;
                self.require_version(expected_version)?;
                vec![NewsletterIssueEvent::IssueSendStarted { at }]
            }
        };
        for event in events {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        self.version += 1;
        match event {
            NewsletterIssueEvent::IssueDraftSaved { content, at } => {
                self.content = Some(content);
                self.saved_at = Some(at);
            }
            NewsletterIssueEvent::IssueTestRequested { .. }
            | NewsletterIssueEvent::IssueRecipientsChosen { .. } => {}
            NewsletterIssueEvent::IssueSendStarted { at } => self.sent_at = Some(at),
        }
    }
}

/// A fresh issue id from the `newsletter_issue_ids` sequence.
pub async fn next_id(pool: &PgPool) -> Result<i64, ApiError> {
    Ok(sqlx::query_scalar("SELECT nextval('newsletter_issue_ids')")
        .fetch_one(pool)
        .await?)
}

#[cfg(test)]
mod tests;
