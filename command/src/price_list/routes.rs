//! The admin price calls under `/api/admin/prices`: edit an item, and its history (list, one
//! version, restore). Each change answers the item built from the aggregate once the
//! projections have it, so the public page shows it on the next read.

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::price_list::AdminPriceItemView;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{edited_item, PriceItemBody};
use super::PriceItemRecord;
use crate::context::RequestContext;
use crate::edited_record::{self, RecordCommand};
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody};
use crate::state::CommandState;

/// The price routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(edit_price_item))
        .routes(routes!(price_item_history))
        .routes(routes!(price_item_version))
        .routes(routes!(restore_price_item))
}

/// Saves the form over a price item: texts, lines, values, discount label.
#[utoipa::path(
    put,
    path = "/prices/{id}",
    tag = "prices",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id, e.g. `dog-hotel`")),
    request_body = PriceItemBody,
    responses(
        (status = 200, description = "The edited item", body = AdminPriceItemView),
        (status = 400, description = "A form rule is broken (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such item", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
        (status = 422, description = "A line the calculator reads was removed (`ratedLineRequired`)", body = ErrorBody),
    )
)]
pub async fn edit_price_item(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<PriceItemBody>,
) -> Result<Json<AdminPriceItemView>, ApiError> {
    let id = item_id(&id)?;
    let current = state.executor::<PriceItemRecord>().load(id).await?;
    let current = current.record().ok_or(ApiError::NotFound)?;
    let record = edited_item(current, &body)?;
    let command = RecordCommand::Edit {
        expected_version: body.version,
        record,
        at: Utc::now(),
    };
    let answer = |item: &_| view(id, item).map(Json);
    edited_record::change(
        &state.executor::<PriceItemRecord>(),
        &context,
        id,
        command,
        answer,
    )
    .await
}

/// Everything that happened to a price item, oldest first.
#[utoipa::path(
    get,
    path = "/prices/{id}/history",
    tag = "prices",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id")),
    responses(
        (status = 200, description = "The item's events", body = [HistoryEntry]),
        (status = 404, description = "No such item", body = ErrorBody),
    )
)]
pub async fn price_item_history(
    State(state): State<CommandState>,
    Path(id): Path<String>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    Ok(Json(
        history::of(&state.executor::<PriceItemRecord>(), item_id(&id)?).await?,
    ))
}

/// A price item's version with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceItemVersion {
    #[serde(flatten)]
    pub item: AdminPriceItemView,
    pub changed_fields: Vec<String>,
}

/// The item exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/prices/{id}/versions/{version}",
    tag = "prices",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The item's id"),
        ("version" = u64, Path, description = "A `sequence` of its history"),
    ),
    responses(
        (status = 200, description = "The item at that version", body = PriceItemVersion),
        (status = 404, description = "No such item or version", body = ErrorBody),
    )
)]
pub async fn price_item_version(
    State(state): State<CommandState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Json<PriceItemVersion>, ApiError> {
    let id = item_id(&id)?;
    let (item, changed_fields) =
        edited_record::version(&state.executor::<PriceItemRecord>(), id, &version).await?;
    Ok(Json(PriceItemVersion {
        item: view(id, &item)?,
        changed_fields,
    }))
}

/// Saves an earlier version's item over the current one (a new event; nothing is rewritten).
#[utoipa::path(
    post,
    path = "/prices/{id}/restore/{version}",
    tag = "prices",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The item's id"),
        ("version" = u64, Path, description = "The `sequence` to restore"),
    ),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The item with the restored content", body = AdminPriceItemView),
        (status = 404, description = "No such item or version", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_price_item(
    State(state): State<CommandState>,
    context: RequestContext,
    Path((id, version)): Path<(String, String)>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminPriceItemView>, ApiError> {
    let id = item_id(&id)?;
    let answer = |item: &_| view(id, item).map(Json);
    let items = &state.executor::<PriceItemRecord>();
    edited_record::restore(items, &context, id, &version, body.version, answer).await
}

/// Item ids are the seed's slugs (`dog-hotel`); anything else names no item.
fn item_id(text: &str) -> Result<&str, ApiError> {
    let slug = !text.is_empty()
        && text.len() <= 40
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    slug.then_some(text).ok_or(ApiError::NotFound)
}

fn view(id: &str, item: &PriceItemRecord) -> Result<AdminPriceItemView, ApiError> {
    let record = item.record().ok_or(ApiError::NotFound)?;
    Ok(AdminPriceItemView {
        id: id.to_owned(),
        version: item.version(),
        item: record.clone(),
    })
}
