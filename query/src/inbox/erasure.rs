use axum::extract::{Path, State};
use axum::Json;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use super::admin::{InboxSummary, Row, EXCERPT_CHARS};
use crate::error::QueryError;

/// What forgetting the visitor who sent an item would erase.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErasurePreview {
    /// The item and the visitor's other requests with the same e-mail address or phone,
    /// newest first.
    pub items: Vec<InboxSummary>,
    /// Whether a newsletter subscription of one of their addresses exists, which would end.
    pub subscription: bool,
}

/// What `POST /api/admin/inbox/{id}/erase` would erase, for staff to read before they do it.
#[utoipa::path(get, path = "/inbox/{id}/erasure", tag = "inbox", security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id, as the list gives it")),
    responses(
        (status = 200, body = ErasurePreview),
        (status = 404, description = "No item with this id: message404Error", body = errors::ErrorBody)))]
pub async fn erasure(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<ErasurePreview>, QueryError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT item_id, kind, status, name, email, phone, subject, left(message, $2) AS message,
                dog_name, language, received_at, changed_by, changed_at, version, erased_at
           FROM inbox_items
          WHERE item_id IN (SELECT inbox_items_of_visitor($1))
          ORDER BY received_at DESC, item_id DESC",
    )
    .bind(&id)
    .bind(EXCERPT_CHARS as i32)
    .fetch_all(&pool)
    .await?;
    if rows.is_empty() {
        return Err(QueryError::NotFound);
    }
    // The subscription's id is the command side's keyed hash of the address; the table holds
    // the address itself.
    let emails: Vec<String> = rows.iter().filter_map(|row| row.email.clone()).collect();
    let subscription: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM newsletter_subscribers
                         WHERE lower(email) = ANY(SELECT lower(address) FROM unnest($1::text[]) address))",
    )
    .bind(&emails)
    .fetch_one(&pool)
    .await?;
    let items = rows
        .into_iter()
        .map(Row::into_summary)
        .collect::<Result<_, _>>()?;
    Ok(Json(ErasurePreview {
        items,
        subscription,
    }))
}
