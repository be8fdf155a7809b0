//! The `admin_dogs` table: one row per dog that is not deleted, whatever its status, with both
//! languages and the version an edit must name (SPEC §4 admin dog list).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::dog::{DogDetails, DogEvent, DogStatus};
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

const TABLE: &str = "admin_dogs";

pub struct AdminDogs;

#[async_trait]
impl Projection for AdminDogs {
    type Event = DogEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, DogEvent>,
    ) -> Result<(), Error> {
        let dog_id = stored.numeric_id()?;
        let version = stored.sequence;
        let conn: &mut PgConnection = tx;
        let updated = match event {
            DogEvent::DogCreated { details, at } => {
                write_details(conn, INSERT, dog_id, version, &details, at).await?
            }
            DogEvent::DogEdited { details, at } | DogEvent::DogRestored { details, at, .. } => {
                write_details(conn, UPDATE, dog_id, version, &details, at).await?
            }
            DogEvent::DogPublished { at } => {
                set_status(conn, dog_id, version, DogStatus::Published, at).await?
            }
            DogEvent::DogHidden { at } => {
                set_status(conn, dog_id, version, DogStatus::NotPublished, at).await?
            }
            DogEvent::DogDeleted { .. } => {
                sqlx::query("DELETE FROM admin_dogs WHERE dog_id = $1")
                    .bind(dog_id)
                    .execute(conn)
                    .await?
            }
        };
        // Every event needs the row its dog's creation wrote (or, for the creation, writes one);
        // anything else means the table and the event store disagree, and going on would hide it.
        if updated.rows_affected() == 1 {
            Ok(())
        } else {
            Err(Error::MissingRow {
                table: TABLE,
                key: stored.aggregate_id.clone(),
            })
        }
    }
}

/// Creation and edits write the same form fields, bound in one order: `$1` the dog, `$2` the
/// version, `$3`–`$13` the details, `$14` when.
const INSERT: &str = "INSERT INTO admin_dogs \
     (dog_id, version, status, name_uk, name_en, description_uk, description_en, birth_date, \
      breed_id, size_id, sex, sterilized, has_guardianship, photos, date_created, date_changed) \
     VALUES ($1, $2, 'NOT_PUBLISHED', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)";
const UPDATE: &str = "UPDATE admin_dogs \
     SET version = $2, name_uk = $3, name_en = $4, description_uk = $5, description_en = $6, \
         birth_date = $7, breed_id = $8, size_id = $9, sex = $10, sterilized = $11, \
         has_guardianship = $12, photos = $13, date_changed = $14 \
     WHERE dog_id = $1";

async fn write_details(
    conn: &mut PgConnection,
    sql: &'static str,
    dog_id: i64,
    version: i64,
    details: &DogDetails,
    at: DateTime<Utc>,
) -> Result<sqlx::postgres::PgQueryResult, Error> {
    let written = sqlx::query(sql)
        .bind(dog_id)
        .bind(version)
        .bind(&details.name.uk)
        .bind(&details.name.en)
        .bind(&details.description.uk)
        .bind(&details.description.en)
        .bind(details.birth_date)
        .bind(details.breed_id)
        .bind(i16::from(details.size.id()))
        .bind(details.sex.name())
        .bind(details.sterilized)
        .bind(details.has_guardianship)
        .bind(details.photo_ids_main_first())
        .bind(at)
        .execute(conn)
        .await?;
    Ok(written)
}

async fn set_status(
    conn: &mut PgConnection,
    dog_id: i64,
    version: i64,
    status: DogStatus,
    at: DateTime<Utc>,
) -> Result<sqlx::postgres::PgQueryResult, Error> {
    let updated = sqlx::query(
        "UPDATE admin_dogs SET version = $2, status = $3, date_changed = $4 WHERE dog_id = $1",
    )
    .bind(dog_id)
    .bind(version)
    .bind(status.name())
    .bind(at)
    .execute(conn)
    .await?;
    Ok(updated)
}
