//! The `public_dogs` table: one row per published dog and language, with everything its card
//! and details page show in that language (SPEC §2 "Dog card", "Dog details").
//!
//! A dog has rows only while it is published. `DogPublished` carries no details, so publishing
//! reads the dog's latest record from its own earlier events: those are immutable and committed
//! before it, so a replay reads exactly what the first projection did.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::dog::{breed_name, DogDetails, DogEvent};
use events::Language;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::stored_event::decode_payload;
use crate::{Envelope, Error, Projection, StoredEvent};

const TABLE: &str = "public_dogs";

pub struct PublicDogs;

#[async_trait]
impl Projection for PublicDogs {
    type Event = DogEvent;
    const NAME: &'static str = TABLE;
    const TABLES: &'static [&'static str] = &[TABLE];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, DogEvent>,
    ) -> Result<(), Error> {
        let dog_id = stored.numeric_id()?;
        let conn: &mut PgConnection = tx;
        match event {
            // New dogs start unpublished.
            DogEvent::DogCreated { .. } => Ok(()),
            DogEvent::DogEdited { details, .. } | DogEvent::DogRestored { details, .. } => {
                // Only a published dog has rows to rewrite; a hidden one is written from its
                // latest record when it is published again.
                let created: Vec<DateTime<Utc>> = sqlx::query_scalar(
                    "DELETE FROM public_dogs WHERE dog_id = $1 RETURNING date_created",
                )
                .bind(dog_id)
                .fetch_all(&mut *conn)
                .await?;
                match created.first() {
                    Some(&created) => insert_rows(conn, dog_id, &details, created).await,
                    None => Ok(()),
                }
            }
            DogEvent::DogPublished { .. } => {
                let (details, created) = latest_record(conn, stored).await?;
                insert_rows(conn, dog_id, &details, created).await
            }
            DogEvent::DogHidden { .. } | DogEvent::DogDeleted { .. } => {
                sqlx::query("DELETE FROM public_dogs WHERE dog_id = $1")
                    .bind(dog_id)
                    .execute(conn)
                    .await?;
                Ok(())
            }
        }
    }
}

/// One row per language with texts.
async fn insert_rows(
    conn: &mut PgConnection,
    dog_id: i64,
    details: &DogDetails,
    created: DateTime<Utc>,
) -> Result<(), Error> {
    for language in Language::WITH_TEXTS {
        sqlx::query(
            "INSERT INTO public_dogs \
             (dog_id, language, name, description, sex, size_id, size_name, birth_date, \
              breed_id, breed_name, sterilized, has_guardianship, photos, date_created) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        )
        .bind(dog_id)
        .bind(language.value())
        .bind(details.name.get(language))
        .bind(details.description.get(language))
        .bind(details.sex.name())
        .bind(i16::from(details.size.id()))
        .bind(details.size.name(language))
        .bind(details.birth_date)
        .bind(details.breed_id)
        .bind(breed_name(details.breed_id, language))
        .bind(details.sterilized)
        .bind(details.has_guardianship)
        .bind(details.photo_ids_main_first())
        .bind(created)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// The record the dog had when `event` happened (its latest creation or edit before it), and
/// when it was created.
async fn latest_record(
    conn: &mut PgConnection,
    event: &StoredEvent,
) -> Result<(DogDetails, DateTime<Utc>), Error> {
    let earlier = |event_types: &'static [&'static str]| {
        sqlx::query_as::<_, (String, String, serde_json::Value)>(
            "SELECT event_type, event_version, payload FROM readable_events \
             WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence < $3 \
               AND event_type = ANY($4) \
             ORDER BY sequence DESC LIMIT 1",
        )
        .bind(&event.aggregate_type)
        .bind(&event.aggregate_id)
        .bind(event.sequence)
        .bind(event_types)
    };
    let missing = || Error::MissingRow {
        table: "events",
        key: format!("DogCreated of dog {}", event.aggregate_id),
    };
    let record = |(event_type, version, payload): (String, String, serde_json::Value)| {
        match decode_payload::<DogEvent>(&event_type, &version, payload)? {
            DogEvent::DogCreated { details, at }
            | DogEvent::DogEdited { details, at }
            | DogEvent::DogRestored { details, at, .. } => Ok((details, at)),
            _ => Err(missing()),
        }
    };
    let created = earlier(&["DogCreated"])
        .fetch_optional(&mut *conn)
        .await?
        .ok_or_else(missing)?;
    let (mut details, created_at) = record(created)?;
    if let Some(edited) = earlier(&["DogEdited", "DogRestored"])
        .fetch_optional(&mut *conn)
        .await?
    {
        details = record(edited)?.0;
    }
    Ok((details, created_at))
}
