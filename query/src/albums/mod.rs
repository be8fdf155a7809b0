//! Photo albums as visitors and staff read them: the public albums and their photos from
//! `public_albums` and `album_photos`, the staff list and album page from `admin_albums`, all
//! written by `projector::projections::albums`.

/// `GET /api/admin/albums/...`: every album that is not deleted, as staff edit it.
mod admin;
/// `GET /api/albums` and an album's photos, in the request's language.
pub(crate) mod public;
/// The routes of both sides, with their OpenAPI operations.
pub mod routes;

use axum::extract::rejection::QueryRejection;
use axum::extract::Query;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::paging::page_number;
use crate::QueryError;

/// `?page=n`, from 1; a missing page is the first.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParam {
    /// 1-based page number.
    page: Option<String>,
}

/// The page a request asks for; anything but a positive number is a bad request.
fn page(params: Result<Query<PageParam>, QueryRejection>) -> Result<u32, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    params.page.as_deref().map_or(Ok(1), page_number)
}

/// An album id from a path segment: a positive number in plain digits.
fn album_id(segment: &str) -> Result<i64, QueryError> {
    events::AlbumId::parse(segment)
        .map(events::AlbumId::get)
        .ok_or(QueryError::NotFound)
}
