//! The `Article` aggregate: a blog article's published version and its draft (SPEC §3
//! "Article", §4 "Article status").
//!
//! Rules the SPEC leaves open, as decided here:
//! - The article keeps one content being edited (`content`) and what visitors read
//!   (`published`). Saving changes only `content`; publishing copies it to `published`. The
//!   status follows: nothing published is NOT_PUBLISHED, the same content PUBLISHED, a
//!   different one HAS_CHANGES.
//! - Saves name the version the editor loaded; a stale one is refused with 409 `conflict`, so
//!   two staff members never overwrite each other silently. A save that changes nothing
//!   records nothing; publishing what is already published and hiding what is hidden record
//!   nothing either.
//! - The translation is flagged outdated when a save changes the original language's texts
//!   but not the translation's; a save that changes the translation, or confirms it, clears
//!   the flag.
//! - Restoring makes an earlier version's content the one being edited: a new event, the old
//!   ones untouched. It publishes nothing by itself.
//! - A scheduled publication publishes the draft as it is when it falls due, not as it was when
//!   it was scheduled: staff often polish an article after scheduling it. Publishing by hand,
//!   hiding and deleting cancel it; a schedule that finds nothing new to publish cancels
//!   itself, so the scheduler never tries the same article twice.

/// The editor's JSON body and the rules it is parsed by.
pub mod body;
/// The history panel: its events, one version, a restore.
pub mod history_routes;
/// The HTML of text and quote blocks, sanitized on the way in.
pub mod html;
/// Publishing, scheduling, hiding and making main.
pub mod publication_routes;
/// The admin article routes.
pub mod routes;
/// The scheduler's side of scheduled publishing.
pub mod schedule;
/// The articles `doghotel seed-demo` adds.
pub mod seed;
/// The article as its changes answer it, and its id in a path.
pub mod view;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use errors::ErrorCode;
use events::article::{ArticleContent, ArticleEvent, ArticleStatus, AGGREGATE_TYPE};
use events::{ArticleId, Language};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT};
use crate::executor::Runnable;
use crate::main_article::MainCandidate;

const PUBLISH_AT_IN_PAST: Reason = Reason::new(
    ErrorCode::PublishAtInPast,
    "A publication can only be scheduled for a time to come.",
)
.on_field("publishAt");

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Article {
    /// What the editor shows; `None` until the article is created.
    content: Option<ArticleContent>,
    /// What visitors read; `None` while not published.
    published: Option<ArticleContent>,
    deleted: bool,
    created_at: Option<DateTime<Utc>>,
    changed_at: Option<DateTime<Utc>>,
    /// When it was first published: the date its page shows, kept when it is published again.
    published_at: Option<DateTime<Utc>>,
    /// When the scheduler is to publish the draft.
    publish_at: Option<DateTime<Utc>>,
    /// The number of events applied: the version a save must name.
    version: u64,
}

pub enum ArticleCommand {
    CreateArticle {
        content: ArticleContent,
        at: DateTime<Utc>,
    },
    SaveDraft {
        expected_version: u64,
        content: ArticleContent,
        /// Staff checked the translation against the changed original.
        confirm_translation: bool,
        /// Publish what was saved in the same step (the editor's "publish").
        publish: bool,
        at: DateTime<Utc>,
    },
    Publish {
        at: DateTime<Utc>,
    },
    Hide {
        at: DateTime<Utc>,
    },
    SchedulePublication {
        publish_at: DateTime<Utc>,
        at: DateTime<Utc>,
    },
    CancelSchedule {
        at: DateTime<Utc>,
    },
    /// The scheduler's: publishes the draft if its scheduled time is at or before `at`.
    PublishIfDue {
        at: DateTime<Utc>,
    },
    Restore {
        expected_version: u64,
        from_version: u64,
        /// The content as it was right after `from_version`.
        content: ArticleContent,
        at: DateTime<Utc>,
    },
    Delete {
        at: DateTime<Utc>,
    },
}

impl CommandName for ArticleCommand {
    fn name(&self) -> &'static str {
        match self {
            ArticleCommand::CreateArticle { .. } => "CreateArticle",
            ArticleCommand::SaveDraft { publish: false, .. } => "SaveArticleDraft",
            ArticleCommand::SaveDraft { publish: true, .. } => "SaveAndPublishArticle",
            ArticleCommand::Publish { .. } => "PublishArticle",
            ArticleCommand::Hide { .. } => "HideArticle",
            ArticleCommand::SchedulePublication { .. } => "ScheduleArticlePublication",
            ArticleCommand::CancelSchedule { .. } => "CancelArticleSchedule",
            ArticleCommand::PublishIfDue { .. } => "PublishScheduledArticle",
            ArticleCommand::Restore { .. } => "RestoreArticle",
            ArticleCommand::Delete { .. } => "DeleteArticle",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArticleError {
    #[error("the article already exists")]
    AlreadyExists,
    /// Never created, or deleted.
    #[error("the article does not exist")]
    NotFound,
    #[error("the article changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("version {0} is not in the article's history")]
    NoSuchVersion(u64),
    #[error("a publication can only be scheduled for a time to come")]
    PublishAtInPast,
}

impl From<ArticleError> for ApiError {
    fn from(error: ArticleError) -> ApiError {
        match error {
            ArticleError::AlreadyExists | ArticleError::StaleVersion { .. } => {
                ApiError::Conflict(CONFLICT)
            }
            ArticleError::NotFound | ArticleError::NoSuchVersion(_) => ApiError::NotFound,
            ArticleError::PublishAtInPast => ApiError::InvalidInput(PUBLISH_AT_IN_PAST),
        }
    }
}

/// A new article's id: the next number of the `article_ids` sequence, never reused.
pub(crate) async fn next_id(pool: &sqlx::PgPool) -> Result<ArticleId, ApiError> {
    let number = sqlx::query_scalar("SELECT nextval('article_ids')")
        .fetch_one(pool)
        .await?;
    ArticleId::new(number)
        .ok_or_else(|| anyhow::anyhow!("the article_ids sequence gave {number}").into())
}

impl Article {
    /// The state after `events`; the first N events give the article as it was at version N.
    pub fn from_events(events: impl IntoIterator<Item = ArticleEvent>) -> Article {
        let mut article = Article::default();
        for event in events {
            article.apply(event);
        }
        article
    }

    /// What the editor shows; `None` before creation. A deleted article keeps its last one.
    pub fn content(&self) -> Option<&ArticleContent> {
        self.content.as_ref()
    }

    pub fn published(&self) -> Option<&ArticleContent> {
        self.published.as_ref()
    }

    pub fn status(&self) -> ArticleStatus {
        match &self.content {
            Some(content) => ArticleStatus::of(self.published.as_ref(), content),
            None => ArticleStatus::NotPublished,
        }
    }

    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    /// The article as the blog's main slot judges it; `None` for one that does not exist (never
    /// created, or deleted).
    pub fn main_candidate(&self, id: ArticleId) -> Option<MainCandidate> {
        if self.content.is_none() || self.deleted {
            return None;
        }
        Some(MainCandidate {
            article_id: id.get(),
            published: self.published.is_some(),
        })
    }

    pub fn created_at(&self) -> Option<DateTime<Utc>> {
        self.created_at
    }

    pub fn changed_at(&self) -> Option<DateTime<Utc>> {
        self.changed_at
    }

    pub fn published_at(&self) -> Option<DateTime<Utc>> {
        self.published_at
    }

    pub fn publish_at(&self) -> Option<DateTime<Utc>> {
        self.publish_at
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    /// The content of an article that exists now: created and not deleted.
    fn require_existing(&self) -> Result<&ArticleContent, ArticleError> {
        match &self.content {
            Some(content) if !self.deleted => Ok(content),
            _ => Err(ArticleError::NotFound),
        }
    }

    fn require_version(&self, expected: u64) -> Result<(), ArticleError> {
        if expected == self.version {
            Ok(())
        } else {
            Err(ArticleError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }

    async fn publish(
        &mut self,
        at: DateTime<Utc>,
        sink: &EventSink<Self>,
    ) -> Result<(), ArticleError> {
        let content = self.require_existing()?;
        if self.published.as_ref() != Some(content) {
            let published = ArticleEvent::ArticlePublished {
                content: content.clone(),
                at,
            };
            sink.write(published, self).await;
        }
        Ok(())
    }

    /// Cancels the scheduled publication, if there is one.
    async fn unschedule(&mut self, at: DateTime<Utc>, sink: &EventSink<Self>) {
        if self.publish_at.is_some() {
            let cancelled = ArticleEvent::ArticlePublicationUnscheduled { at };
            sink.write(cancelled, self).await;
        }
    }
}

/// `content` with its translation flag worked out against what was saved before.
fn with_translation_flag(
    before: &ArticleContent,
    mut content: ArticleContent,
    confirmed: bool,
) -> ArticleContent {
    let original = content.original_language;
    let other = match original {
        Language::En => Language::Uk,
        Language::Uk | Language::Ru => Language::En,
    };
    let translation = content.translation(other);
    let translation_changed = before.translation(other) != translation;
    let original_changed = before.translation(original) != content.translation(original);
    content.translation_outdated = if confirmed
        || translation_changed
        || translation.is_missing()
        || before.original_language != original
    {
        false
    } else {
        before.translation_outdated || original_changed
    };
    content
}

impl Runnable for Article {}

impl Aggregate for Article {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = ArticleCommand;
    type Event = ArticleEvent;
    type Error = ArticleError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ArticleCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ArticleError> {
        match command {
            ArticleCommand::CreateArticle { content, at } => {
                if self.content.is_some() {
                    return Err(ArticleError::AlreadyExists);
                }
                sink.write(ArticleEvent::ArticleCreated { content, at }, self)
                    .await;
            }
            ArticleCommand::SaveDraft {
                expected_version,
                content,
                confirm_translation,
                publish,
                at,
            } => {
                let before = self.require_existing()?;
                self.require_version(expected_version)?;
                let content = with_translation_flag(before, content, confirm_translation);
                if &content != before {
                    sink.write(ArticleEvent::ArticleDraftSaved { content, at }, self)
                        .await;
                }
                if publish {
                    self.publish(at, sink).await?;
                }
            }
            ArticleCommand::Publish { at } => self.publish(at, sink).await?,
            ArticleCommand::Hide { at } => {
                self.require_existing()?;
                if self.published.is_some() {
                    sink.write(ArticleEvent::ArticleHidden { at }, self).await;
                } else {
                    self.unschedule(at, sink).await;
                }
            }
            ArticleCommand::SchedulePublication { publish_at, at } => {
                self.require_existing()?;
                if publish_at <= at {
                    return Err(ArticleError::PublishAtInPast);
                }
                if self.publish_at != Some(publish_at) {
                    let scheduled = ArticleEvent::ArticlePublicationScheduled { publish_at, at };
                    sink.write(scheduled, self).await;
                }
            }
            ArticleCommand::CancelSchedule { at } => {
                self.require_existing()?;
                self.unschedule(at, sink).await;
            }
            ArticleCommand::PublishIfDue { at } => {
                let due = self.publish_at.is_some_and(|publish_at| publish_at <= at);
                if !due || self.deleted {
                    return Ok(());
                }
                let content = self.require_existing()?;
                if self.published.as_ref() == Some(content) {
                    self.unschedule(at, sink).await;
                } else {
                    self.publish(at, sink).await?;
                }
            }
            ArticleCommand::Restore {
                expected_version,
                from_version,
                content,
                at,
            } => {
                let current = self.require_existing()?;
                self.require_version(expected_version)?;
                if from_version == 0 || from_version > self.version {
                    return Err(ArticleError::NoSuchVersion(from_version));
                }
                if &content != current {
                    let restored = ArticleEvent::ArticleRestored {
                        from_version,
                        content,
                        at,
                    };
                    sink.write(restored, self).await;
                }
            }
            ArticleCommand::Delete { at } => {
                self.require_existing()?;
                sink.write(ArticleEvent::ArticleDeleted { at }, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: ArticleEvent) {
        self.version += 1;
        match event {
            ArticleEvent::ArticleCreated { content, at } => {
                self.content = Some(content);
                self.created_at = Some(at);
                self.changed_at = Some(at);
            }
            ArticleEvent::ArticleDraftSaved { content, at }
            | ArticleEvent::ArticleRestored { content, at, .. } => {
                self.content = Some(content);
                self.changed_at = Some(at);
            }
            ArticleEvent::ArticlePublished { content, at } => {
                self.content = Some(content.clone());
                self.published = Some(content);
                self.published_at = self.published_at.or(Some(at));
                self.publish_at = None;
                self.changed_at = Some(at);
            }
            ArticleEvent::ArticleHidden { at } => {
                self.published = None;
                self.publish_at = None;
                self.changed_at = Some(at);
            }
            ArticleEvent::ArticlePublicationScheduled { publish_at, at } => {
                self.publish_at = Some(publish_at);
                self.changed_at = Some(at);
            }
            ArticleEvent::ArticlePublicationUnscheduled { at } => {
                self.publish_at = None;
                self.changed_at = Some(at);
            }
            ArticleEvent::ArticleDeleted { at } => {
                self.deleted = true;
                self.published = None;
                self.publish_at = None;
                self.changed_at = Some(at);
            }
        }
    }
}

#[cfg(test)]
mod tests;
