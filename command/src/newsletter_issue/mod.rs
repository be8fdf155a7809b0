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
mod tests {
    use cqrs_es::test::TestFramework;
    use events::newsletter_issue::IssueText;

    use super::*;

    fn at(time: &str) -> DateTime<Utc> {
        format!("2026-11-25T{time}:00Z").parse().unwrap()
    }

    fn content(title: &str) -> IssueContent {
        IssueContent {
            uk: IssueText {
                title: format!("{title} uk"),
                html: "<p>Новини</p>".into(),
            },
            en: IssueText {
                title: format!("{title} en"),
                html: "<p>News</p>".into(),
            },
            image_id: None,
            articles: vec![3],
        }
    }

    fn saved(title: &str, time: &str) -> NewsletterIssueEvent {
        NewsletterIssueEvent::IssueDraftSaved {
            content: content(title),
            at: at(time),
        }
    }

    fn given(
        events: Vec<NewsletterIssueEvent>,
    ) -> cqrs_es::test::AggregateTestExecutor<NewsletterIssue> {
        TestFramework::<NewsletterIssue>::with(()).given(events)
    }

    #[test]
    fn a_new_issue_is_saved_and_saved_again_from_the_version_loaded() {
        given(vec![])
            .when(IssueCommand::Save {
                expected_version: 0,
                content: content("Зима"),
                at: at("10:00"),
            })
            .then_expect_events(vec![saved("Зима", "10:00")]);
        given(vec![saved("Зима", "10:00")])
            .when(IssueCommand::Save {
                expected_version: 1,
                content: content("Весна"),
                at: at("10:05"),
            })
            .then_expect_events(vec![saved("Весна", "10:05")]);
        given(vec![saved("Зима", "10:00"), saved("Весна", "10:05")])
            .when(IssueCommand::Save {
                expected_version: 1,
                content: content("Літо"),
                at: at("10:06"),
            })
            .then_expect_error(IssueError::StaleVersion {
                expected: 1,
                actual: 2,
            });
    }

    #[test]
    fn a_save_that_changes_nothing_records_nothing() {
        given(vec![saved("Зима", "10:00")])
            .when(IssueCommand::Save {
                expected_version: 1,
                content: content("Зима"),
                at: at("10:05"),
            })
            .then_expect_events(vec![]);
    }

    #[test]
    fn a_test_goes_out_in_each_language_to_the_staff_member() {
        let requested = |language| NewsletterIssueEvent::IssueTestRequested {
            to: "anna@doghotel.test".into(),
            language,
            at: at("10:10"),
        };
        given(vec![saved("Зима", "10:00")])
            .when(IssueCommand::SendTest {
                expected_version: 1,
                to: "anna@doghotel.test".into(),
                at: at("10:10"),
            })
            .then_expect_events(vec![requested(Language::Uk), requested(Language::En)]);
        given(vec![])
            .when(IssueCommand::SendTest {
                expected_version: 0,
                to: "anna@doghotel.test".into(),
                at: at("10:10"),
            })
            .then_expect_error(IssueError::NoSuchIssue);
    }

    #[test]
    fn an_issue_is_sent_once_and_then_stays_as_it_was_sent() {
        let sent = NewsletterIssueEvent::IssueSendStarted { at: at("11:00") };
        given(vec![saved("Зима", "10:00")])
            .when(IssueCommand::Send {
                expected_version: 1,
                at: at("11:00"),
            })
            .then_expect_events(vec![sent.clone()]);
        given(vec![saved("Зима", "10:00"), sent.clone()])
            .when(IssueCommand::Send {
                expected_version: 2,
                at: at("11:01"),
            })
            .then_expect_error(IssueError::AlreadySent);
        given(vec![saved("Зима", "10:00"), sent])
            .when(IssueCommand::Save {
                expected_version: 2,
                content: content("Весна"),
                at: at("11:02"),
            })
            .then_expect_error(IssueError::AlreadySent);
    }

    #[test]
    fn what_is_sent_is_what_the_sender_loaded() {
        given(vec![saved("Зима", "10:00"), saved("Весна", "10:05")])
            .when(IssueCommand::Send {
                expected_version: 1,
                at: at("11:00"),
            })
            .then_expect_error(IssueError::StaleVersion {
                expected: 1,
                actual: 2,
            });
        given(vec![])
            .when(IssueCommand::Send {
                expected_version: 0,
                at: at("11:00"),
            })
            .then_expect_error(IssueError::NoSuchIssue);
    }
}
