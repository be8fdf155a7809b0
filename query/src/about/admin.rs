//! `GET /api/admin/about` and `GET /api/admin/faq`: the page and the list as staff edit them,
//! with the version an edit names.

use axum::extract::State;
use axum::Json;
use events::about_page::{AboutContent, AdminAboutView};
use events::faq::{AdminFaqView, FaqContent};
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;

use crate::QueryError;

/// The About page; version 0 and empty before it is first saved.
#[utoipa::path(get, path = "/about", tag = "about", security(("bearer" = [])),
    responses((status = 200, body = AdminAboutView)))]
pub async fn about(State(pool): State<PgPool>) -> Result<Json<AdminAboutView>, QueryError> {
    let row: Option<(i64, JsonColumn<AboutContent>)> =
        sqlx::query_as("SELECT version, content FROM about_page")
            .fetch_optional(&pool)
            .await?;
    let (version, JsonColumn(content)) = row.unwrap_or_default();
    Ok(Json(AdminAboutView {
        version: version_of(version)?,
        story: content.story,
        team: content.team,
    }))
}

/// The FAQ; version 0 and empty before the first question.
#[utoipa::path(get, path = "/faq", tag = "about", security(("bearer" = [])),
    responses((status = 200, body = AdminFaqView)))]
pub async fn faq(State(pool): State<PgPool>) -> Result<Json<AdminFaqView>, QueryError> {
    let row: Option<(i64, JsonColumn<FaqContent>)> =
        sqlx::query_as("SELECT version, content FROM faq_list")
            .fetch_optional(&pool)
            .await?;
    let (version, JsonColumn(content)) = row.unwrap_or_default();
    Ok(Json(AdminFaqView {
        version: version_of(version)?,
        items: content.items,
    }))
}

fn version_of(version: i64) -> Result<u64, QueryError> {
    u64::try_from(version).map_err(|_| QueryError::Damaged(format!("version {version}")))
}
