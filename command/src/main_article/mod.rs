//! The `MainArticle` aggregate: which article is the blog's main one (SPEC §4 "only one main
//! article"). One slot for the whole blog, so making an article main and demoting the one
//! before it is a single event.

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::main_article::{MainArticleEvent, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::ApiError;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct MainArticle {
    current: Option<i64>,
}

pub enum MainArticleCommand {
    /// Makes `article_id` the main article; the handler checks that it is published. The slot
    /// is emptied by the projector's `main_article_release` when its article is hidden or
    /// deleted.
    MakeMain { article_id: i64, at: DateTime<Utc> },
}

impl CommandName for MainArticleCommand {
    fn name(&self) -> &'static str {
        match self {
            MainArticleCommand::MakeMain { .. } => "MakeMainArticle",
        }
    }
}

/// The slot takes any command; the rules about which article may be main are the article's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MainArticleError {}

impl From<MainArticleError> for ApiError {
    fn from(error: MainArticleError) -> ApiError {
        match error {}
    }
}

impl MainArticle {
    pub fn current(&self) -> Option<i64> {
        self.current
    }
}

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
        let MainArticleCommand::MakeMain { article_id, at } = command;
        if Some(article_id) != self.current {
            let changed = MainArticleEvent::MainArticleChanged {
                article_id: Some(article_id),
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
mod tests {
    use super::*;
    use cqrs_es::test::TestFramework;

    use MainArticleEvent::MainArticleChanged;

    fn at() -> DateTime<Utc> {
        "2026-03-01T10:00:00Z".parse().unwrap()
    }

    fn slot() -> TestFramework<MainArticle> {
        TestFramework::with(())
    }

    fn changed(article_id: Option<i64>, previous: Option<i64>) -> MainArticleEvent {
        MainArticleChanged {
            article_id,
            previous,
            at: at(),
        }
    }

    #[tokio::test]
    async fn making_another_article_main_demotes_the_current_one_in_the_same_event() {
        slot()
            .given(vec![changed(Some(3), None)])
            .when_async(MainArticleCommand::MakeMain {
                article_id: 7,
                at: at(),
            })
            .await
            .then_expect_events(vec![changed(Some(7), Some(3))]);
    }

    #[tokio::test]
    async fn making_the_main_article_main_again_records_nothing() {
        slot()
            .given(vec![changed(Some(3), None)])
            .when_async(MainArticleCommand::MakeMain {
                article_id: 3,
                at: at(),
            })
            .await
            .then_expect_events(vec![]);
    }
}
