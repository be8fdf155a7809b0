//! `main_article_release`: an article that is hidden or deleted stops being the blog's main one.
//! The slot is emptied after the article's own events are committed, here rather than in the
//! command's request, so that the staff member's answer never depends on a second write: the
//! release is recorded with the checkpoint, exactly once, and retried until it is.

use async_trait::async_trait;
use chrono::Utc;
use events::article::ArticleEvent;
use events::main_article::{MainArticleEvent, AGGREGATE_TYPE, SLOT_ID};
use sqlx::PgPool;

use crate::reactor::{NewEvent, Reaction};
use crate::stored_event::decode_payload;
use crate::{Envelope, Error, Reactor};

pub struct MainArticleRelease {
    pool: PgPool,
}

impl MainArticleRelease {
    pub fn new(pool: PgPool) -> MainArticleRelease {
        MainArticleRelease { pool }
    }
}

#[async_trait]
impl Reactor for MainArticleRelease {
    type Event = ArticleEvent;
    const NAME: &'static str = "main_article_release";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["ArticleHidden", "ArticleDeleted"]);

    async fn react(
        &self,
        Envelope { stored, .. }: Envelope<'_, ArticleEvent>,
    ) -> Result<Reaction, Error> {
        let article = stored.numeric_id()?;
        let latest: Option<(i64, String, String, serde_json::Value)> = sqlx::query_as(
            "SELECT sequence, event_type, event_version, payload FROM events
              WHERE aggregate_type = $1 AND aggregate_id = $2
              ORDER BY sequence DESC LIMIT 1",
        )
        .bind(AGGREGATE_TYPE)
        .bind(SLOT_ID)
        .fetch_optional(&self.pool)
        .await?;
        let Some((sequence, event_type, event_version, payload)) = latest else {
            return Ok(Reaction::Done);
        };
        let MainArticleEvent::MainArticleChanged { article_id, .. } =
            decode_payload(&event_type, &event_version, payload)?;
        if article_id != Some(article) {
            return Ok(Reaction::Done);
        }
        let released = MainArticleEvent::MainArticleChanged {
            article_id: None,
            previous: Some(article),
            at: Utc::now(),
        };
        tracing::info!(article, "a hidden or deleted article left the main slot");
        // Written right after the event read, or not at all: had staff made another article
        // main meanwhile, the release would demote it, so a taken sequence fails the write and
        // the retry reads the slot again.
        Ok(Reaction::Recorded(vec![
            NewEvent::of(SLOT_ID, &released).following(sequence)
        ]))
    }
}
