//! `contact_details`: the hotel's contact details (SPEC §2 contacts page and footer), for
//! visitors in their language and for staff with both.

/// `GET /api/contacts` and `GET /api/admin/contacts`.
pub mod routes;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use chrono::{DateTime, Utc};
use events::contact_details::{AdminContactDetailsView, ContactDetailsRecord, DETAILS_ID};
use events::Language;
use serde::Serialize;
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::language::request_language;
use crate::QueryError;

/// The read model public answers come from.
pub const READ_MODEL: &str = "contact_details";

/// The details as the contacts page and the footer show them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicContacts {
    #[schema(example = "+38(044)390-12-34")]
    pub landline: String,
    pub mobile_phones: [String; 2],
    pub email: String,
    /// In the request's language.
    #[schema(example = "вул. Лісова, 12, Київ")]
    pub address: String,
    pub social_url: String,
    pub latitude: f64,
    pub longitude: f64,
}

type Row = (i64, JsonColumn<ContactDetailsRecord>, DateTime<Utc>);

async fn row(pool: &PgPool) -> Result<Option<Row>, sqlx::Error> {
    sqlx::query_as("SELECT version, details, changed_at FROM contact_details WHERE id = $1")
        .bind(DETAILS_ID)
        .fetch_optional(pool)
        .await
}

/// The details in `language`; `None` before staff (or the demo seed) first saved them.
pub async fn public_contacts(
    pool: &PgPool,
    language: Language,
) -> Result<Option<PublicContacts>, sqlx::Error> {
    Ok(row(pool)
        .await?
        .map(|(_, JsonColumn(details), _)| PublicContacts {
            address: details.address.get(language).to_owned(),
            landline: details.landline,
            mobile_phones: details.mobile_phones,
            email: details.email,
            social_url: details.social_url,
            latitude: details.latitude,
            longitude: details.longitude,
        }))
}

/// The hotel's phones, mail, address, social link and map location.
#[utoipa::path(get, path = "/contacts", tag = "contacts",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = PublicContacts),
        (status = 404, description = "Not saved yet", body = errors::ErrorBody)))]
pub async fn public(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<PublicContacts>, QueryError> {
    let language = request_language(&headers).texts();
    public_contacts(&pool, language)
        .await?
        .map(Json)
        .ok_or(QueryError::NotFound)
}

/// The details as the admin page edits them, with the version a save names.
#[utoipa::path(get, path = "/contacts", tag = "contacts", security(("bearer" = [])),
    responses(
        (status = 200, body = AdminContactDetailsView),
        (status = 404, description = "Not saved yet: the page starts from version 0", body = errors::ErrorBody)))]
pub async fn admin(
    State(pool): State<PgPool>,
) -> Result<Json<AdminContactDetailsView>, QueryError> {
    let (version, JsonColumn(details), changed_at) =
        row(&pool).await?.ok_or(QueryError::NotFound)?;
    let version =
        u64::try_from(version).map_err(|_| QueryError::Damaged(format!("version {version}")))?;
    Ok(Json(AdminContactDetailsView {
        version,
        changed_at: Some(changed_at),
        details,
    }))
}
