//! `GET /api/admin/newsletter/subscribers` and `/newsletter/subscribers/export.csv`.

use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use chrono::{DateTime, Utc};
use events::Language;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};

use crate::language::request_language;
use crate::paging::{offset, Paged};
use crate::spreadsheet::{self, cell};
use crate::QueryError;

/// Subscribers per page of the list.
const PAGE_SIZE: u32 = 20;

/// The statuses a subscription has, as the read table spells them.
const STATUSES: [&str; 4] = ["waiting", "confirmed", "unsubscribed", "expired"];

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SubscriberParams {
    /// `waiting`, `confirmed`, `unsubscribed` or `expired`; every one when absent.
    status: Option<String>,
    /// 1-based page number.
    page: Option<u32>,
}

/// How many addresses stand where.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct SubscriberCounts {
    pub waiting: i64,
    pub confirmed: i64,
    pub unsubscribed: i64,
    pub expired: i64,
}

/// A subscribed address.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Subscriber {
    /// The subscription's id, by which staff forget it.
    pub id: String,
    pub email: String,
    /// The language of its mails: `uk` or `en`.
    pub language: String,
    /// `WAITING`, `CONFIRMED`, `UNSUBSCRIBED` or `EXPIRED`.
    pub status: String,
    pub requested_at: DateTime<Utc>,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub changed_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubscriberList {
    pub counts: SubscriberCounts,
    pub page: Paged<Subscriber>,
}

/// The counts and a page of the subscribers, the latest change first.
#[utoipa::path(get, path = "/newsletter/subscribers", tag = "newsletter", security(("bearer" = [])),
    params(SubscriberParams),
    responses(
        (status = 200, description = "The counts per status and one page of addresses", body = SubscriberList),
        (status = 400, description = "An unknown status or page: invalidRequest", body = errors::ErrorBody)))]
pub async fn subscribers(
    State(pool): State<PgPool>,
    params: Result<Query<SubscriberParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<SubscriberList>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    let status = match params.status.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(status) => Some(
            STATUSES
                .into_iter()
                .find(|known| known.eq_ignore_ascii_case(status))
                .ok_or(QueryError::InvalidRequest)?,
        ),
    };
    let page = match params.page {
        Some(0) => return Err(QueryError::InvalidRequest),
        page => page.unwrap_or(1),
    };
    let counted: Vec<(String, i64)> =
        sqlx::query_as("SELECT status, count(*) FROM newsletter_subscribers GROUP BY status")
            .fetch_all(&pool)
            .await?;
    let mut counts = SubscriberCounts::default();
    for (status, count) in counted {
        match status.as_str() {
            "waiting" => counts.waiting = count,
            "confirmed" => counts.confirmed = count,
            "unsubscribed" => counts.unsubscribed = count,
            "expired" => counts.expired = count,
            other => return Err(QueryError::Damaged(format!("subscriber status {other}"))),
        }
    }
    let total = match status {
        None => counts.waiting + counts.confirmed + counts.unsubscribed + counts.expired,
        Some("waiting") => counts.waiting,
        Some("confirmed") => counts.confirmed,
        Some("unsubscribed") => counts.unsubscribed,
        Some(_) => counts.expired,
    };
    let rows: Vec<Subscriber> = sqlx::query_as(
        "SELECT subscription_id AS id, email, language, upper(status) AS status, requested_at,
                confirmed_at, changed_at
           FROM newsletter_subscribers
          WHERE $1::text IS NULL OR status = $1
          ORDER BY changed_at DESC, subscription_id
          LIMIT $2 OFFSET $3",
    )
    .bind(status)
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .fetch_all(&pool)
    .await?;
    Ok(Json(SubscriberList {
        counts,
        page: Paged::new(rows, page, PAGE_SIZE, total),
    }))
}

/// The confirmed subscribers as CSV, in the order they confirmed.
#[utoipa::path(get, path = "/newsletter/subscribers/export.csv", tag = "newsletter", security(("bearer" = [])),
    params(
        ("Accept-DHLanguage" = Option<String>, Header, description = "The language of the column names: uk (default) or en")),
    responses(
        (status = 200, description = "`text/csv`, one row per confirmed address, as a download named by the day", content_type = "text/csv")))]
pub async fn export(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Response, QueryError> {
    let rows: Vec<(String, String, Option<DateTime<Utc>>)> = sqlx::query_as(
        "SELECT email, language, confirmed_at FROM newsletter_subscribers
          WHERE status = 'confirmed' ORDER BY confirmed_at, subscription_id",
    )
    .fetch_all(&pool)
    .await?;
    let columns = match request_language(&headers).texts() {
        Language::En => ["E-mail", "Language", "Confirmed"],
        _ => ["Електронна пошта", "Мова", "Підтверджено"],
    };
    let body = csv_of(columns, &rows)
        .map_err(|error| QueryError::Damaged(format!("subscribers export: {error}")))?;
    Ok(spreadsheet::download("subscribers", body))
}

/// The file: the byte-order mark (so Excel reads UTF-8), the column names, one record a row.
fn csv_of(
    columns: [&str; 3],
    rows: &[(String, String, Option<DateTime<Utc>>)],
) -> Result<Vec<u8>, csv::Error> {
    let mut writer = spreadsheet::writer();
    writer.write_record(columns)?;
    for (email, language, confirmed_at) in rows {
        let confirmed = confirmed_at
            .map(|at| at.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_default();
        writer.write_record([cell(email).as_ref(), language, &confirmed])?;
    }
    spreadsheet::finish(writer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_that_looks_like_a_formula_stays_text() {
        let at = "2026-11-25T10:00:00Z".parse().unwrap();
        let file = csv_of(
            ["E-mail", "Language", "Confirmed"],
            &[
                ("olena@ukr.net".into(), "uk".into(), Some(at)),
                ("=cmd@evil.test".into(), "en".into(), None),
            ],
        )
        .unwrap();
        let text = String::from_utf8(file).unwrap();
        assert_eq!(
            text,
            "\u{feff}E-mail,Language,Confirmed\nolena@ukr.net,uk,2026-11-25 10:00 UTC\n'=cmd@evil.test,en,\n"
        );
    }
}
