//! `admin_price_items` and `public_price_items`: every price item, as staff edit it (both
//! languages, its version) and as each language's page shows it. Every event carries the whole
//! item, so each one replaces the item's rows.

use async_trait::async_trait;
use events::edited_record::RecordEvent;
use events::price_list::{PriceItemEvent, PublicPriceItem};
use events::Language;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

pub struct PriceItems;

#[async_trait]
impl Projection for PriceItems {
    type Event = PriceItemEvent;
    const NAME: &'static str = "public_price_items";
    const TABLES: &'static [&'static str] = &["public_price_items", "admin_price_items"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, PriceItemEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let id = &stored.aggregate_id;
        let item = event.record();
        sqlx::query(
            "INSERT INTO admin_price_items (item_id, version, position, item, changed_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (item_id) DO UPDATE SET version = EXCLUDED.version,
                 position = EXCLUDED.position, item = EXCLUDED.item,
                 changed_at = EXCLUDED.changed_at",
        )
        .bind(id)
        .bind(stored.sequence)
        .bind(item.position)
        .bind(Json(item))
        .bind(event.at())
        .execute(&mut *conn)
        .await?;
        for language in Language::WITH_TEXTS {
            let public = PublicPriceItem::new(id, item, language);
            sqlx::query(
                "INSERT INTO public_price_items (item_id, language, position, target, service, item)
                 VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (language, item_id) DO UPDATE SET position = EXCLUDED.position,
                     target = EXCLUDED.target, service = EXCLUDED.service, item = EXCLUDED.item",
            )
            .bind(id)
            .bind(language.value())
            .bind(item.position)
            .bind(item.target.value())
            .bind(item.service.value())
            .bind(Json(&public))
            .execute(&mut *conn)
            .await?;
        }
        Ok(())
    }
}
