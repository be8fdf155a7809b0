//! `GET /api/prices`, `/api/services` and `/api/prices/estimate`: the services page's data in
//! the request's language (SPEC §2 "Services", §3 "Price item", "Service description").

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::Json;
use chrono::NaiveDate;
use errors::{ErrorBody, ErrorCode};
use events::price_list::{PublicPriceItem, Service};
use events::service_description::PublicService;
use events::Language;
use serde::Deserialize;
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;
use utoipa::IntoParams;

use super::estimate::{self, Estimate, Food, Pet, Refusal, Row, Stay, MAX_EXTRAS};
use crate::language::request_language;
use crate::QueryError;

/// Every price item in page order: the hotel's for dogs and cats, then the additional ones.
#[utoipa::path(
    get,
    path = "/prices",
    tag = "prices",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "`uk` (default) or `en`")),
    responses((status = 200, description = "The price list", body = [PublicPriceItem]))
)]
pub async fn prices(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<Vec<PublicPriceItem>>, QueryError> {
    Ok(Json(price_list(&pool, request_language(&headers)).await?))
}

/// The price list in `language` (the page head embeds it too).
pub async fn price_list(
    pool: &PgPool,
    language: Language,
) -> Result<Vec<PublicPriceItem>, sqlx::Error> {
    let rows: Vec<(JsonColumn<PublicPriceItem>,)> = sqlx::query_as(
        "SELECT item FROM public_price_items WHERE language = $1 ORDER BY position, item_id",
    )
    .bind(language.texts().value())
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(item,)| item.0).collect())
}

/// The four additional services with their texts and pictures, in page order.
#[utoipa::path(
    get,
    path = "/services",
    tag = "prices",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "`uk` (default) or `en`")),
    responses((status = 200, description = "The additional services", body = [PublicService]))
)]
pub async fn services(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<Vec<PublicService>>, QueryError> {
    Ok(Json(service_list(&pool, request_language(&headers)).await?))
}

/// The additional services in `language`.
pub async fn service_list(
    pool: &PgPool,
    language: Language,
) -> Result<Vec<PublicService>, sqlx::Error> {
    let rows: Vec<(JsonColumn<PublicService>,)> = sqlx::query_as(
        "SELECT service FROM public_services WHERE language = $1 ORDER BY position, service_id",
    )
    .bind(language.texts().value())
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|(service,)| service.0).collect())
}

/// The calculator's question. `days` (whole or with a half, `12.5`) wins over the dates.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EstimateParams {
    /// `dog` or `cat`.
    pub pet: Option<String>,
    /// `hotel` or `owner`.
    pub food: Option<String>,
    /// Days of the stay: `12`, or `0.5` and `12.5` for cats.
    pub days: Option<String>,
    /// The arrival date, `yyyy-mm-dd`, when `days` is not given.
    pub arrival: Option<String>,
    /// The departure date, after the arrival.
    pub departure: Option<String>,
    /// Additional services, `itemId:lineId` separated by commas.
    pub extras: Option<String>,
}

const fn invalid(field: &'static str) -> ErrorBody {
    ErrorBody::new(
        ErrorCode::InvalidStay,
        "Choose a pet, the food and a stay of half a day (cats only) to 365 days.",
    )
    .on_field(field)
}

/// What a stay costs, by the price rows staff edit, and how the sum was made.
#[utoipa::path(
    get,
    path = "/prices/estimate",
    tag = "prices",
    params(
        EstimateParams,
        ("Accept-DHLanguage" = Option<String>, Header, description = "The rows' names come in it"),
    ),
    responses(
        (status = 200, description = "The estimate", body = Estimate),
        (status = 400, description = "A stay it cannot price (`invalidStay`, `field` names the parameter)", body = ErrorBody),
    )
)]
pub async fn estimate(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    params: Result<Query<EstimateParams>, QueryRejection>,
) -> Result<Json<Estimate>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidInput(invalid("days")))?;
    let pet = match params.pet.as_deref() {
        Some("dog") => Pet::Dog,
        Some("cat") => Pet::Cat,
        _ => return Err(QueryError::InvalidInput(invalid("pet"))),
    };
    let food = match params.food.as_deref() {
        Some("hotel") => Food::Hotel,
        Some("owner") => Food::Owner,
        _ => return Err(QueryError::InvalidInput(invalid("food"))),
    };
    let half_days = stay_length(&params).ok_or(QueryError::InvalidInput(invalid("days")))?;
    let stay =
        Stay::new(pet, food, half_days).map_err(|_| QueryError::InvalidInput(invalid("days")))?;
    let wanted =
        extras(params.extras.as_deref()).ok_or(QueryError::InvalidInput(invalid("extras")))?;
    let language = request_language(&headers);
    let rows = rows(&pool, language).await?;
    let pet_value = match pet {
        Pet::Dog => "dog",
        Pet::Cat => "cat",
    };
    let hotel: Vec<Row> = rows
        .iter()
        .filter(|(item, _)| item.service == Service::Hotel && item.target.value() == pet_value)
        .map(|(_, row)| row.clone())
        .collect();
    let mut added = Vec::new();
    for (item_id, line_id) in wanted {
        let row = rows
            .iter()
            .find(|(item, row)| {
                item.service == Service::Additional
                    && row.item_id == item_id
                    && row.line_id == line_id
            })
            .ok_or(QueryError::InvalidInput(invalid("extras")))?;
        added.push(row.1.clone());
    }
    match estimate::estimate(stay, &hotel, &added) {
        Ok(answer) => Ok(Json(answer)),
        Err(Refusal::Length) => Err(QueryError::InvalidInput(invalid("days"))),
        // The seed's rows are gone or hold no number: nothing to price with.
        Err(Refusal::MissingRate(rate)) => {
            tracing::warn!(?rate, "the price list has no usable row for an estimate");
            Err(QueryError::NotFound)
        }
    }
}

/// Half days from `days`, else from the dates (whole days between them).
fn stay_length(params: &EstimateParams) -> Option<u32> {
    if let Some(days) = params.days.as_deref() {
        return estimate::half_days(days);
    }
    let date = |text: Option<&str>| NaiveDate::parse_from_str(text?.trim(), "%Y-%m-%d").ok();
    let (arrival, departure) = (
        date(params.arrival.as_deref())?,
        date(params.departure.as_deref())?,
    );
    let days = (departure - arrival).num_days();
    u32::try_from(days)
        .ok()
        .filter(|&days| days > 0)
        .map(|days| days.saturating_mul(2))
}

/// `item:line,item:line`, at most [`MAX_EXTRAS`], none twice; empty for none.
fn extras(text: Option<&str>) -> Option<Vec<(String, u32)>> {
    let text = text.unwrap_or_default().trim();
    if text.is_empty() {
        return Some(Vec::new());
    }
    let mut out: Vec<(String, u32)> = Vec::new();
    for part in text.split(',') {
        let (item, line) = part.trim().split_once(':')?;
        let line: u32 = line.parse().ok()?;
        let pair = (item.to_owned(), line);
        if out.contains(&pair) {
            return None;
        }
        out.push(pair);
    }
    (out.len() <= MAX_EXTRAS).then_some(out)
}

/// Every line of every item in `language`, with the item it belongs to.
async fn rows(
    pool: &PgPool,
    language: Language,
) -> Result<Vec<(PublicPriceItem, Row)>, sqlx::Error> {
    Ok(price_list(pool, language)
        .await?
        .into_iter()
        .flat_map(|item| {
            item.service_categories
                .iter()
                .map(|line| Row {
                    item_id: item.id.clone(),
                    line_id: line.id,
                    name: line.name.clone(),
                    value: line.value.clone(),
                    rate: line.rate,
                })
                .collect::<Vec<_>>()
                .into_iter()
                .map(move |row| (item.clone(), row))
        })
        .collect())
}
