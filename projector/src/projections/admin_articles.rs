//! The `admin_articles` table: one row per article that is not deleted, whatever its status,
//! with the content being edited, what is published and the version a save must name.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::article::{ArticleContent, ArticleEvent, ArticleStatus};
use sqlx::postgres::PgQueryResult;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "admin_articles";

pub struct AdminArticles;

#[async_trait]
impl Projection for AdminArticles {
    type Event = ArticleEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, ArticleEvent>,
    ) -> Result<(), Error> {
        let id = stored.numeric_id()?;
        let version = stored.sequence;
        let conn: &mut PgConnection = tx;
        let written = match event {
            ArticleEvent::ArticleCreated { content, at } => {
                sqlx::query(
                    "INSERT INTO admin_articles \
                     (article_id, version, status, category_id, content, published, created_at, \
                      updated_at, published_at) \
                     VALUES ($1, $2, $3, $4, $5, NULL, $6, $6, NULL)",
                )
                .bind(id)
                .bind(version)
                .bind(ArticleStatus::NotPublished.name())
                .bind(content.category_id)
                .bind(Json(&content))
                .bind(at)
                .execute(conn)
                .await?
            }
            ArticleEvent::ArticleDraftSaved { content, at }
            | ArticleEvent::ArticleRestored { content, at, .. } => {
                let published = published_content(conn, id).await?;
                let status = ArticleStatus::of(published.as_ref(), &content);
                sqlx::query(
                    "UPDATE admin_articles SET version = $2, status = $3, category_id = $4, \
                     content = $5, updated_at = $6 WHERE article_id = $1",
                )
                .bind(id)
                .bind(version)
                .bind(status.name())
                .bind(content.category_id)
                .bind(Json(&content))
                .bind(at)
                .execute(conn)
                .await?
            }
            ArticleEvent::ArticlePublished { content, at } => {
                sqlx::query(
                    "UPDATE admin_articles SET version = $2, status = $3, category_id = $4, \
                     content = $5, published = $5, updated_at = $6, \
                     published_at = coalesce(published_at, $6), publish_at = NULL \
                     WHERE article_id = $1",
                )
                .bind(id)
                .bind(version)
                .bind(ArticleStatus::Published.name())
                .bind(content.category_id)
                .bind(Json(&content))
                .bind(at)
                .execute(conn)
                .await?
            }
            ArticleEvent::ArticleHidden { at } => {
                sqlx::query(
                    "UPDATE admin_articles SET version = $2, status = $3, published = NULL, \
                     publish_at = NULL, updated_at = $4 WHERE article_id = $1",
                )
                .bind(id)
                .bind(version)
                .bind(ArticleStatus::NotPublished.name())
                .bind(at)
                .execute(conn)
                .await?
            }
            ArticleEvent::ArticlePublicationScheduled { publish_at, at } => {
                schedule(conn, id, version, Some(publish_at), at).await?
            }
            ArticleEvent::ArticlePublicationUnscheduled { at } => {
                schedule(conn, id, version, None, at).await?
            }
            ArticleEvent::ArticleDeleted { .. } => {
                sqlx::query("DELETE FROM admin_articles WHERE article_id = $1")
                    .bind(id)
                    .execute(conn)
                    .await?
            }
        };
        if written.rows_affected() == 1 {
            Ok(())
        } else {
            Err(Error::MissingRow {
                table: TABLE,
                key: stored.aggregate_id.clone(),
            })
        }
    }
}

async fn schedule(
    conn: &mut PgConnection,
    id: i64,
    version: i64,
    publish_at: Option<DateTime<Utc>>,
    at: DateTime<Utc>,
) -> Result<PgQueryResult, Error> {
    let written = sqlx::query(
        "UPDATE admin_articles SET version = $2, publish_at = $3, updated_at = $4 \
         WHERE article_id = $1",
    )
    .bind(id)
    .bind(version)
    .bind(publish_at)
    .bind(at)
    .execute(conn)
    .await?;
    Ok(written)
}

/// The article's published content as the table has it.
async fn published_content(
    conn: &mut PgConnection,
    id: i64,
) -> Result<Option<ArticleContent>, Error> {
    let published: Option<Option<Json<ArticleContent>>> =
        sqlx::query_scalar("SELECT published FROM admin_articles WHERE article_id = $1")
            .bind(id)
            .fetch_optional(conn)
            .await?;
    Ok(published.flatten().map(|Json(content)| content))
}
