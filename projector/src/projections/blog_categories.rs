//! The `blog_categories` table: every category of the blog with both names.

use async_trait::async_trait;
use events::category::CategoryEvent;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "blog_categories";

pub struct BlogCategories;

#[async_trait]
impl Projection for BlogCategories {
    type Event = CategoryEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, CategoryEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let (category_id, written) = match event {
            CategoryEvent::CategoryAdded {
                category_id, name, ..
            } => {
                let written = sqlx::query(
                    "INSERT INTO blog_categories (category_id, name_uk, name_en, added_at) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(category_id)
                .bind(&name.uk)
                .bind(&name.en)
                .bind(stored.recorded_at)
                .execute(conn)
                .await?;
                (category_id, written)
            }
            CategoryEvent::CategoryDeleted { category_id, .. } => {
                let written = sqlx::query("DELETE FROM blog_categories WHERE category_id = $1")
                    .bind(category_id)
                    .execute(conn)
                    .await?;
                (category_id, written)
            }
        };
        if written.rows_affected() == 1 {
            Ok(())
        } else {
            Err(Error::MissingRow {
                table: TABLE,
                key: category_id.to_string(),
            })
        }
    }
}
