//! The `blog_main` table: the id of the blog's main article, if it has one.

use async_trait::async_trait;
use events::main_article::{MainArticleEvent, SLOT_ID};
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "blog_main";

pub struct BlogMain;

#[async_trait]
impl Projection for BlogMain {
    type Event = MainArticleEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, .. }: Envelope<'_, MainArticleEvent>,
    ) -> Result<(), Error> {
        let MainArticleEvent::MainArticleChanged { article_id, .. } = event;
        let conn: &mut PgConnection = tx;
        sqlx::query("DELETE FROM blog_main")
            .execute(&mut *conn)
            .await?;
        if let Some(article_id) = article_id {
            sqlx::query("INSERT INTO blog_main (slot, article_id) VALUES ($1, $2)")
                .bind(SLOT_ID)
                .bind(article_id)
                .execute(conn)
                .await?;
        }
        Ok(())
    }
}
