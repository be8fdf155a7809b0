//! The `about_page` and `public_about` tables: the About page as staff edit it, and the
//! meet-us tab's answer in each language, rewritten whole on every event (the page is small).

use async_trait::async_trait;
use events::about::{AboutContent, AboutEvent};
use events::Language;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

pub struct AboutPageProjection;

#[async_trait]
impl Projection for AboutPageProjection {
    type Event = AboutEvent;
    const NAME: &'static str = "about_page";
    const TABLES: &'static [&'static str] = &["about_page", "public_about"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, AboutEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let current: Option<Json<AboutContent>> =
            sqlx::query_scalar("SELECT content FROM about_page WHERE page_id = $1")
                .bind(&stored.aggregate_id)
                .fetch_optional(&mut *conn)
                .await?;
        let mut content = current.map(|Json(content)| content).unwrap_or_default();
        content.apply(event);
        sqlx::query(
            "INSERT INTO about_page (page_id, version, content) VALUES ($1, $2, $3) \
             ON CONFLICT (page_id) DO UPDATE SET version = $2, content = $3",
        )
        .bind(&stored.aggregate_id)
        .bind(stored.sequence)
        .bind(Json(&content))
        .execute(&mut *conn)
        .await?;
        for language in Language::WITH_TEXTS {
            sqlx::query(
                "INSERT INTO public_about (language, answer) VALUES ($1, $2) \
                 ON CONFLICT (language) DO UPDATE SET answer = $2",
            )
            .bind(language.value())
            .bind(Json(content.public(language)))
            .execute(&mut *conn)
            .await?;
        }
        Ok(())
    }
}
