//! The `contact_details` table: the hotel's contact details as last saved, with their version.

use async_trait::async_trait;
use events::contact_details::ContactDetailsEvent;
use sqlx::{Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "contact_details";

pub struct ContactDetailsTable;

#[async_trait]
impl Projection for ContactDetailsTable {
    type Event = ContactDetailsEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, ContactDetailsEvent>,
    ) -> Result<(), Error> {
        let (ContactDetailsEvent::ContactDetailsSaved { details, at }
        | ContactDetailsEvent::ContactDetailsRestored { details, at, .. }) = event;
        sqlx::query(
            "INSERT INTO contact_details (id, version, details, changed_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (id) DO UPDATE
                SET version = EXCLUDED.version, details = EXCLUDED.details,
                    changed_at = EXCLUDED.changed_at",
        )
        .bind(&stored.aggregate_id)
        .bind(stored.sequence)
        .bind(sqlx::types::Json(details))
        .bind(at)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }
}
