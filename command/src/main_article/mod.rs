//! The `MainArticle` aggregate: which article is the blog's main one (SPEC §4 "only one main
//! article"). One slot for the whole blog, so making an article main and demoting the one
//! before it is a single event. Its two rules cross to the `Article` aggregate: only a
//! published article may be main (the route reads the article's [`MainCandidate`]), and hiding
//! or deleting the main article frees the slot (the `main_article_release` process manager
//! turns the article's event into [`MainArticleCommand::Release`]).

/// The command the `main_article_release` process manager sends.
pub mod release;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::main_article::{MainArticleEvent, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason};
use crate::executor::Runnable;
use errors::ErrorCode;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct MainArticle {
    current: Option<i64>,
}

/// An article as the slot judges it, read from the `Article` aggregate by whoever asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MainCandidate {
    pub article_id: i64,
    pub published: bool,
}

pub enum MainArticleCommand {
    /// Makes the candidate the main article, demoting the one before it; only a published
    /// article may be main.
    MakeMain {
        candidate: MainCandidate,
        at: DateTime<Utc>,
    },
    /// Empties the slot if `article_id` holds it: a hidden or deleted article is main no more.
    /// Sent by the `main_article_release` process manager; releasing an article that is not
    /// main records nothing, so a late or repeated release never demotes another one.
    Release { article_id: i64, at: DateTime<Utc> },
}

impl CommandName for MainArticleCommand {
    fn name(&self) -> &'static str {
        match self {
            MainArticleCommand::MakeMain { .. } => "MakeMainArticle",
            MainArticleCommand::Release { .. } => "ReleaseMainArticle",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MainArticleError {
    #[error("article {0} is not published")]
    NotPublished(i64),
}

const NOT_PUBLISHED: Reason = Reason::new(
    ErrorCode::ArticleNotPublished,
    "Only a published article can be the main one.",
);

impl From<MainArticleError> for ApiError {
    fn from(error: MainArticleError) -> ApiError {
        match error {
            MainArticleError::NotPublished(_) => ApiError::Conflict(NOT_PUBLISHED),
        }
    }
}

impl MainArticle {
    pub fn current(&self) -> Option<i64> {
        self.current
    }
}

impl Runnable for MainArticle {}

impl Aggregate for MainArticle {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = MainArticleCommand;
    type Event = MainArticleEvent;
    type Error = MainArticleError;
    type Services = ();

    async fn handle(
        &mut self,
        command: MainArticleCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), MainArticleError> {
        let (article_id, at) = match command {
            MainArticleCommand::MakeMain { candidate, at } => {
                if !candidate.published {
                    return Err(MainArticleError::NotPublished(candidate.article_id));
                }
                (Some(candidate.article_id), at)
            }
            MainArticleCommand::Release { article_id, at } => {
                if self.current != Some(article_id) {
                    return Ok(());
                }
                (None, at)
            }
        };
        if article_id != self.current {
            let changed = MainArticleEvent::MainArticleChanged {
                article_id,
                previous: self.current,
                at,
            };
            sink.write(changed, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: MainArticleEvent) {
        let MainArticleEvent::MainArticleChanged { article_id, .. } = event;
        self.current = article_id;
    }
}

#[cfg(test)]
mod tests;
