//! `GET /api/admin/prices` and `/api/admin/services`: what staff edit, both languages and the
//! version an edit must name.

use axum::extract::State;
use axum::Json;
use events::price_list::{AdminPriceItemView, PriceItem};
use events::service_description::{AdminServiceView, ServiceDescription};
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;

use crate::QueryError;

/// Every price item in page order.
#[utoipa::path(
    get,
    path = "/prices",
    tag = "prices",
    security(("bearer" = [])),
    responses((status = 200, description = "Every price item", body = [AdminPriceItemView]))
)]
pub async fn prices(
    State(pool): State<PgPool>,
) -> Result<Json<Vec<AdminPriceItemView>>, QueryError> {
    let rows: Vec<(String, i64, JsonColumn<PriceItem>)> = sqlx::query_as(
        "SELECT item_id, version, item FROM admin_price_items ORDER BY position, item_id",
    )
    .fetch_all(&pool)
    .await?;
    Ok(Json(
        rows.into_iter()
            .map(|(id, version, item)| AdminPriceItemView {
                id,
                version: u64::try_from(version).unwrap_or_default(),
                item: item.0,
            })
            .collect(),
    ))
}

/// The four service descriptions in page order.
#[utoipa::path(
    get,
    path = "/services",
    tag = "prices",
    security(("bearer" = [])),
    responses((status = 200, description = "Every service description", body = [AdminServiceView]))
)]
pub async fn services(
    State(pool): State<PgPool>,
) -> Result<Json<Vec<AdminServiceView>>, QueryError> {
    let rows: Vec<(i64, JsonColumn<ServiceDescription>)> =
        sqlx::query_as("SELECT version, service FROM admin_services ORDER BY position")
            .fetch_all(&pool)
            .await?;
    Ok(Json(
        rows.into_iter()
            .map(|(version, service)| AdminServiceView {
                id: service.0.kind,
                version: u64::try_from(version).unwrap_or_default(),
                service: service.0,
            })
            .collect(),
    ))
}
