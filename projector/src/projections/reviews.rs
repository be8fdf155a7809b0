//! The `admin_reviews` and `public_reviews` tables: every review and answer as staff moderate
//! it, and each approved review of the hotel with its approved answers as visitors read it.
//!
//! The public row of a review is rewritten from the admin rows of its family (the review and
//! its answers) after every event of any of them: a review's row must change when an answer is
//! approved, and gather the answers approved while it was hidden when it is approved again. The
//! admin rows are this projection's own, written in the same transaction, so a rebuild writes
//! the same rows. The subscriber is named after the public table, which the cache and the
//! pages' heads follow.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::erasure::ErasureEvent;
use events::review::{PublicReview, ReviewEvent, ReviewStatus};
use events::StoredEvents;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::stored_event::SubscribedEvents;
use crate::{Envelope, Error, Projection, StoredEvent};

pub struct Reviews;

/// Reviews' own events, and the erasures that may forget their writers.
#[derive(Debug)]
pub enum ReviewsEvent {
    Review(ReviewEvent),
    Erasure(ErasureEvent),
}

impl SubscribedEvents for ReviewsEvent {
    fn aggregate_types() -> Vec<&'static str> {
        vec![ReviewEvent::AGGREGATE_TYPE, ErasureEvent::AGGREGATE_TYPE]
    }

    fn decode(stored: &StoredEvent) -> Result<ReviewsEvent, Error> {
        match stored.aggregate_type.as_str() {
            ErasureEvent::AGGREGATE_TYPE => stored.decode().map(ReviewsEvent::Erasure),
            _ => stored.decode().map(ReviewsEvent::Review),
        }
    }
}

#[async_trait]
impl Projection for Reviews {
    type Event = ReviewsEvent;
    const NAME: &'static str = "public_reviews";
    const TABLES: &'static [&'static str] = &["admin_reviews", "public_reviews"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, ReviewsEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let event = match event {
            ReviewsEvent::Review(event) => event,
            ReviewsEvent::Erasure(erasure) => return erase(conn, &erasure).await,
        };
        let id = stored.aggregate_id.as_str();
        let actor = stored.metadata.actor.as_str();
        let update = |sql: &'static str| sqlx::query(sql).bind(id).bind(stored.sequence);
        match event {
            ReviewEvent::ReviewSubmitted { review, at } => {
                insert(
                    conn,
                    &NewRow {
                        id,
                        parent_id: review.parent_id.as_deref(),
                        name: &review.name,
                        pet_name: review.pet_name.as_deref().unwrap_or_default(),
                        text: &review.text,
                        image: review.image.as_deref(),
                        language: review.language.texts().value(),
                        from_hotel: false,
                        status: ReviewStatus::Pending,
                        at,
                        version: stored.sequence,
                        moderated_by: None,
                    },
                )
                .await?;
            }
            ReviewEvent::HotelAnswerPosted {
                parent_id,
                text,
                language,
                at,
            } => {
                insert(
                    conn,
                    &NewRow {
                        id,
                        parent_id: Some(&parent_id),
                        name: events::review::HOTEL_NAME,
                        pet_name: "",
                        text: &text,
                        image: None,
                        language: language.texts().value(),
                        from_hotel: true,
                        status: ReviewStatus::Approved,
                        at,
                        version: stored.sequence,
                        moderated_by: Some(actor),
                    },
                )
                .await?;
            }
            ReviewEvent::ReviewApproved { at } | ReviewEvent::ReviewRejected { at } => {
                let status = if matches!(event, ReviewEvent::ReviewApproved { .. }) {
                    ReviewStatus::Approved
                } else {
                    ReviewStatus::Rejected
                };
                update(
                    "UPDATE admin_reviews
                        SET version = $2, status = $3, moderated_by = $4, moderated_at = $5
                      WHERE review_id = $1",
                )
                .bind(status.as_str())
                .bind(actor)
                .bind(at)
                .execute(&mut *conn)
                .await?;
            }
            ReviewEvent::ReviewFeatured { at } => {
                update(
                    "UPDATE admin_reviews SET version = $2, featured_at = $3 WHERE review_id = $1",
                )
                .bind(at)
                .execute(&mut *conn)
                .await?;
            }
            ReviewEvent::ReviewUnfeatured { .. } => {
                update("UPDATE admin_reviews SET version = $2, featured_at = NULL WHERE review_id = $1")
                    .execute(&mut *conn)
                    .await?;
            }
        }
        rewrite_family(conn, id).await
    }
}

/// A forgotten writer's review or answer leaves both tables: it is their words under their
/// name. The hotel's answers to it stay with staff, shown nowhere without it.
async fn erase(conn: &mut PgConnection, erasure: &ErasureEvent) -> Result<(), Error> {
    for id in erasure.subjects_of(ReviewEvent::AGGREGATE_TYPE) {
        let family: Option<String> = sqlx::query_scalar(
            "DELETE FROM admin_reviews WHERE review_id = $1 RETURNING coalesce(parent_id, review_id)",
        )
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
        if let Some(family) = family {
            rewrite_public_row(conn, &family).await?;
        }
    }
    Ok(())
}

/// Rewrites the public row of the family review `id` belongs to; nothing for a review that was
/// erased, whose moderation may still be recorded after.
async fn rewrite_family(conn: &mut PgConnection, id: &str) -> Result<(), Error> {
    let family: Option<String> = sqlx::query_scalar(
        "SELECT coalesce(parent_id, review_id) FROM admin_reviews WHERE review_id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    match family {
        Some(family) => rewrite_public_row(conn, &family).await,
        None => Ok(()),
    }
}

/// An admin row as its first event writes it.
struct NewRow<'a> {
    id: &'a str,
    parent_id: Option<&'a str>,
    name: &'a str,
    pet_name: &'a str,
    text: &'a str,
    image: Option<&'a str>,
    language: &'a str,
    from_hotel: bool,
    status: ReviewStatus,
    at: DateTime<Utc>,
    version: i64,
    moderated_by: Option<&'a str>,
}

async fn insert(conn: &mut PgConnection, row: &NewRow<'_>) -> Result<(), Error> {
    let moderated_at = row.moderated_by.map(|_| row.at);
    sqlx::query(
        "INSERT INTO admin_reviews
                (review_id, parent_id, name, pet_name, text, image, language, from_hotel,
                 status, submitted_at, version, moderated_by, moderated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(row.id)
    .bind(row.parent_id)
    .bind(row.name)
    .bind(row.pet_name)
    .bind(row.text)
    .bind(row.image)
    .bind(row.language)
    .bind(row.from_hotel)
    .bind(row.status.as_str())
    .bind(row.at)
    .bind(row.version)
    .bind(row.moderated_by)
    .bind(moderated_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// What a public answer is made of, as the admin table has it.
#[derive(sqlx::FromRow)]
struct Shown {
    review_id: String,
    parent_id: Option<String>,
    name: String,
    pet_name: String,
    text: String,
    image: Option<String>,
    from_hotel: bool,
    status: String,
    submitted_at: DateTime<Utc>,
    featured_at: Option<DateTime<Utc>>,
}

impl Shown {
    fn public(self) -> PublicReview {
        PublicReview {
            id: self.review_id,
            name: self.name,
            pet_name: self.pet_name,
            text: self.text,
            date: self.submitted_at,
            image: self.image,
            from_hotel: self.from_hotel,
            answers: Vec::new(),
        }
    }
}

const SHOWN: &str = "SELECT review_id, parent_id, name, pet_name, text, image, from_hotel, status,
                            submitted_at, featured_at
                       FROM admin_reviews";

/// Writes the public row of review `review_id` from its admin row and its answers' rows, or
/// removes it when the review is not an approved review of the hotel.
async fn rewrite_public_row(conn: &mut PgConnection, review_id: &str) -> Result<(), Error> {
    let review: Option<Shown> = sqlx::query_as(&format!("{SHOWN} WHERE review_id = $1"))
        .bind(review_id)
        .fetch_optional(&mut *conn)
        .await?;
    let shown = review.filter(|review| {
        review.parent_id.is_none() && review.status == ReviewStatus::Approved.as_str()
    });
    let Some(review) = shown else {
        sqlx::query("DELETE FROM public_reviews WHERE review_id = $1")
            .bind(review_id)
            .execute(&mut *conn)
            .await?;
        return Ok(());
    };
    let answers: Vec<Shown> = sqlx::query_as(&format!(
        "{SHOWN} WHERE parent_id = $1 AND status = 'APPROVED'
          ORDER BY submitted_at, review_id"
    ))
    .bind(review_id)
    .fetch_all(&mut *conn)
    .await?;
    let (submitted_at, featured_at) = (review.submitted_at, review.featured_at);
    let mut public = review.public();
    public.answers = answers.into_iter().map(Shown::public).collect();
    sqlx::query(
        "INSERT INTO public_reviews (review_id, submitted_at, featured_at, review)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (review_id) DO UPDATE
            SET submitted_at = EXCLUDED.submitted_at, featured_at = EXCLUDED.featured_at,
                review = EXCLUDED.review",
    )
    .bind(review_id)
    .bind(submitted_at)
    .bind(featured_at)
    .bind(sqlx::types::Json(&public))
    .execute(conn)
    .await?;
    Ok(())
}
