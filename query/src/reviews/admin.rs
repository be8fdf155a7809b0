//! `GET /api/admin/feedback` and `/api/admin/feedback/counts`: the moderation list, one status
//! at a time, and how many reviews each tab holds.

use axum::extract::{Query, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::review::{AdminReview, ReviewStatus};
use events::Language;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};

use crate::paging::{offset, Paged};
use crate::QueryError;

/// Reviews per page of the moderation list.
const PAGE_SIZE: u32 = 20;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// `PENDING`, `APPROVED` or `REJECTED`; every review when absent.
    status: Option<String>,
    /// 1-based page number.
    page: Option<u32>,
}

/// How many reviews and answers each moderation tab holds, and how many are on the slider.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewCounts {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
    pub featured: i64,
}

#[derive(sqlx::FromRow)]
struct Row {
    review_id: String,
    parent_id: Option<String>,
    parent_text: Option<String>,
    name: String,
    pet_name: String,
    text: String,
    image: Option<String>,
    language: String,
    submitted_at: DateTime<Utc>,
    status: String,
    featured_at: Option<DateTime<Utc>>,
    from_hotel: bool,
    version: i64,
    moderated_by: Option<String>,
    moderated_at: Option<DateTime<Utc>>,
}

impl Row {
    fn into_review(self) -> Result<AdminReview, QueryError> {
        let damaged =
            |what: &str| QueryError::Damaged(format!("review {}: {what}", self.review_id));
        Ok(AdminReview {
            language: Language::parse(&self.language).ok_or_else(|| damaged("language"))?,
            status: ReviewStatus::parse(&self.status).ok_or_else(|| damaged("status"))?,
            version: u64::try_from(self.version).map_err(|_| damaged("version"))?,
            featured: self.featured_at.is_some(),
            id: self.review_id,
            parent_id: self.parent_id,
            parent_text: self.parent_text,
            name: self.name,
            pet_name: self.pet_name,
            text: self.text,
            image: self.image,
            date: self.submitted_at,
            from_hotel: self.from_hotel,
            moderated_by: self.moderated_by,
            moderated_at: self.moderated_at,
        })
    }
}

/// One page of reviews and answers, newest first, each answer with the beginning of the review
/// it answers.
#[utoipa::path(get, path = "/feedback", tag = "reviews", security(("bearer" = [])),
    params(ListParams),
    responses(
        (status = 200, body = Paged<AdminReview>),
        (status = 400, description = "An unknown status, or page 0 or not a number: invalidRequest", body = errors::ErrorBody)))]
pub async fn reviews(
    State(pool): State<PgPool>,
    params: Result<Query<ListParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Paged<AdminReview>>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    let status = match params.status.as_deref() {
        None | Some("") => None,
        Some(status) => Some(ReviewStatus::parse(status).ok_or(QueryError::InvalidRequest)?),
    };
    let page = params.page.unwrap_or(1);
    if page == 0 {
        return Err(QueryError::InvalidRequest);
    }
    let status = status.map(ReviewStatus::as_str);
    let total: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM admin_reviews WHERE $1::text IS NULL OR status = $1",
    )
    .bind(status)
    .fetch_one(&pool)
    .await?;
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT r.review_id, r.parent_id, left(p.text, $4) AS parent_text, r.name, r.pet_name,
                r.text, r.image, r.language, r.submitted_at, r.status, r.featured_at,
                r.from_hotel, r.version, r.moderated_by, r.moderated_at
           FROM admin_reviews r
           LEFT JOIN admin_reviews p ON p.review_id = r.parent_id
          WHERE $1::text IS NULL OR r.status = $1
          ORDER BY r.submitted_at DESC, r.review_id DESC
          LIMIT $2 OFFSET $3",
    )
    .bind(status)
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .bind(events::review::PARENT_TEXT_CHARS as i32)
    .fetch_all(&pool)
    .await?;
    let content = rows
        .into_iter()
        .map(Row::into_review)
        .collect::<Result<_, _>>()?;
    Ok(Json(Paged::new(content, page, PAGE_SIZE, total)))
}

/// The tabs' counts and the badge's (pending).
#[utoipa::path(get, path = "/feedback/counts", tag = "reviews", security(("bearer" = [])),
    responses((status = 200, body = ReviewCounts)))]
pub async fn counts(State(pool): State<PgPool>) -> Result<Json<ReviewCounts>, QueryError> {
    let (pending, approved, rejected, featured): (i64, i64, i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE status = 'PENDING'),
                count(*) FILTER (WHERE status = 'APPROVED'),
                count(*) FILTER (WHERE status = 'REJECTED'),
                count(*) FILTER (WHERE featured_at IS NOT NULL)
           FROM admin_reviews",
    )
    .fetch_one(&pool)
    .await?;
    Ok(Json(ReviewCounts {
        pending,
        approved,
        rejected,
        featured,
    }))
}
