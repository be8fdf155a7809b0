//! The `stay_capacity` table: the hotel's places and closed nights as last saved, with their
//! version.

use async_trait::async_trait;
use events::stay_capacity::StayCapacityEvent;
use sqlx::{Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "stay_capacity";

pub struct StayCapacityTable;

#[async_trait]
impl Projection for StayCapacityTable {
    type Event = StayCapacityEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, StayCapacityEvent>,
    ) -> Result<(), Error> {
        let (StayCapacityEvent::CapacityCreated { record, at }
        | StayCapacityEvent::CapacityEdited { record, at }
        | StayCapacityEvent::CapacityRestored { record, at, .. }) = event;
        sqlx::query(
            "INSERT INTO stay_capacity (id, version, capacity, changed_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (id) DO UPDATE
                SET version = EXCLUDED.version, capacity = EXCLUDED.capacity,
                    changed_at = EXCLUDED.changed_at",
        )
        .bind(&stored.aggregate_id)
        .bind(stored.sequence)
        .bind(sqlx::types::Json(record))
        .bind(at)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }
}
