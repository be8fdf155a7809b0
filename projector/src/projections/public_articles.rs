//! The `public_articles` table: one row per published article and language in which it has its
//! own title and content, with everything its card and page show in that language.
//!
//! Saving a draft leaves the rows as they are: visitors read the published version until the
//! next publication replaces it. The date a page shows is the first publication's, read from
//! the article's own first `ArticlePublished` event, which a replay reads alike.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::article::{ArticleContent, ArticleEvent};
use events::Language;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::stored_event::decode_payload;
use crate::{Envelope, Error, Projection, StoredEvent};

const TABLE: &str = "public_articles";

pub struct PublicArticles;

#[async_trait]
impl Projection for PublicArticles {
    type Event = ArticleEvent;
    const NAME: &'static str = TABLE;
    const EVENT_TYPES: Option<&'static [&'static str]> =
        Some(&["ArticlePublished", "ArticleHidden", "ArticleDeleted"]);
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, ArticleEvent>,
    ) -> Result<(), Error> {
        let id = stored.numeric_id()?;
        let conn: &mut PgConnection = tx;
        sqlx::query("DELETE FROM public_articles WHERE article_id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await?;
        if let ArticleEvent::ArticlePublished { content, at } = event {
            let first = first_publication(conn, stored).await?.unwrap_or(at);
            insert_rows(conn, id, &content, first).await?;
        }
        Ok(())
    }
}

/// One row per language the article has its own title and content in.
async fn insert_rows(
    conn: &mut PgConnection,
    id: i64,
    content: &ArticleContent,
    published_at: DateTime<Utc>,
) -> Result<(), Error> {
    for language in Language::WITH_TEXTS {
        let translation = content.translation(language);
        if translation.is_missing() {
            continue;
        }
        sqlx::query(
            "INSERT INTO public_articles \
             (article_id, language, category_id, title, thesis, description, main_image, blocks, \
              published_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id)
        .bind(language.value())
        .bind(content.category_id)
        .bind(&translation.title)
        .bind(&translation.thesis)
        .bind(&translation.description)
        .bind(&content.main_image)
        .bind(Json(&translation.blocks))
        .bind(published_at)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// The time of the article's first publication, from its own earlier events.
async fn first_publication(
    conn: &mut PgConnection,
    stored: &StoredEvent,
) -> Result<Option<DateTime<Utc>>, Error> {
    let row: Option<(String, String, serde_json::Value)> = sqlx::query_as(
        "SELECT event_type, event_version, payload FROM readable_events \
         WHERE aggregate_type = $1 AND aggregate_id = $2 AND event_type = 'ArticlePublished' \
         ORDER BY sequence LIMIT 1",
    )
    .bind(&stored.aggregate_type)
    .bind(&stored.aggregate_id)
    .fetch_optional(conn)
    .await?;
    let Some((event_type, event_version, payload)) = row else {
        return Ok(None);
    };
    match decode_payload::<ArticleEvent>(&event_type, &event_version, payload)? {
        ArticleEvent::ArticlePublished { at, .. } => Ok(Some(at)),
        _ => Ok(None),
    }
}
