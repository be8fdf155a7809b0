//! The `faq_list` and `public_faq` tables: the FAQ as staff edit it, and the SPEC §7 answer in
//! each language, rewritten whole on every event (the list is small).

use async_trait::async_trait;
use events::faq::{FaqContent, FaqEvent};
use events::Language;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

pub struct FaqProjection;

#[async_trait]
impl Projection for FaqProjection {
    type Event = FaqEvent;
    const NAME: &'static str = "faq_list";
    const TABLES: &'static [&'static str] = &["faq_list", "public_faq"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, FaqEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let current: Option<Json<FaqContent>> =
            sqlx::query_scalar("SELECT content FROM faq_list WHERE faq_id = $1")
                .bind(&stored.aggregate_id)
                .fetch_optional(&mut *conn)
                .await?;
        let mut content = current.map(|Json(content)| content).unwrap_or_default();
        content.apply(event);
        sqlx::query(
            "INSERT INTO faq_list (faq_id, version, content) VALUES ($1, $2, $3) \
             ON CONFLICT (faq_id) DO UPDATE SET version = $2, content = $3",
        )
        .bind(&stored.aggregate_id)
        .bind(stored.sequence)
        .bind(Json(&content))
        .execute(&mut *conn)
        .await?;
        for language in Language::WITH_TEXTS {
            sqlx::query(
                "INSERT INTO public_faq (language, answer) VALUES ($1, $2) \
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
