//! `GET /api/feedback`, `/api/feedback/all` and `/api/feedback/slider`: approved reviews of the
//! hotel with their approved answers, one finished row each. Reviews are shown on both sites
//! as guests wrote them, so the answer is the same in every language.

use axum::extract::State;
use axum::Json;
use events::review::{PublicReview, SLIDER_SIZE};
use serde::Serialize;
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::QueryError;

/// SPEC §4 "Feedback: first 10 reviews".
pub const FIRST_PAGE: usize = 10;

/// The feedback page's list (SPEC §3 "Feedback response flag: hasMoreFeedback").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackPage {
    /// Newest first.
    pub content: Vec<PublicReview>,
    /// More reviews than these exist (only ever on the first page).
    pub has_more_feedback: bool,
}

/// The home slider's reviews.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedbackSlider {
    /// The most recently featured first.
    pub content: Vec<PublicReview>,
}

/// The ten newest reviews, and whether there are more.
#[utoipa::path(get, path = "/feedback", tag = "reviews",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en; the reviews are the same")),
    responses((status = 200, body = FeedbackPage)))]
pub async fn feedback(State(pool): State<PgPool>) -> Result<Json<FeedbackPage>, QueryError> {
    Ok(Json(first_page(&pool).await?))
}

/// The feedback page's first answer, as the page's head embeds it too.
pub async fn first_page(pool: &PgPool) -> Result<FeedbackPage, sqlx::Error> {
    // One more than the page, to know whether more exist.
    let mut content = newest(pool, Some(FIRST_PAGE as i64 + 1)).await?;
    let has_more_feedback = content.len() > FIRST_PAGE;
    content.truncate(FIRST_PAGE);
    Ok(FeedbackPage {
        content,
        has_more_feedback,
    })
}

/// Every review, newest first (the page's show-all button).
#[utoipa::path(get, path = "/feedback/all", tag = "reviews",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en; the reviews are the same")),
    responses((status = 200, body = FeedbackPage)))]
pub async fn all_feedback(State(pool): State<PgPool>) -> Result<Json<FeedbackPage>, QueryError> {
    Ok(Json(FeedbackPage {
        content: newest(&pool, None).await?,
        has_more_feedback: false,
    }))
}

/// The reviews staff chose for the home page: at most four, the most recently chosen first.
#[utoipa::path(get, path = "/feedback/slider", tag = "reviews",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en; the reviews are the same")),
    responses((status = 200, body = FeedbackSlider)))]
pub async fn feedback_slider(
    State(pool): State<PgPool>,
) -> Result<Json<FeedbackSlider>, QueryError> {
    Ok(Json(slider(&pool).await?))
}

/// The slider's answer, as the home page's head embeds it too.
pub async fn slider(pool: &PgPool) -> Result<FeedbackSlider, sqlx::Error> {
    let rows: Vec<JsonColumn<PublicReview>> = sqlx::query_scalar(
        "SELECT review FROM public_reviews WHERE featured_at IS NOT NULL
          ORDER BY featured_at DESC, review_id DESC LIMIT $1",
    )
    .bind(SLIDER_SIZE as i64)
    .fetch_all(pool)
    .await?;
    Ok(FeedbackSlider {
        content: rows.into_iter().map(|JsonColumn(review)| review).collect(),
    })
}

/// The newest reviews, `limit` of them or all.
async fn newest(pool: &PgPool, limit: Option<i64>) -> Result<Vec<PublicReview>, sqlx::Error> {
    let rows: Vec<JsonColumn<PublicReview>> = sqlx::query_scalar(
        "SELECT review FROM public_reviews ORDER BY submitted_at DESC, review_id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|JsonColumn(review)| review).collect())
}
