//! `GET /api/admin/albums...`: every album that is not deleted, as staff see and edit it, from
//! the `admin_albums` and `album_photos` tables (see `projector::projections::albums`).

use axum::extract::{rejection::QueryRejection, Path, Query, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::album::{AlbumStatus, LocalizedText, PhotoImage, PHOTOS_PER_PAGE};
use events::album_view::{AdminAlbumView, AdminPhotoView};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use super::public::photo_rows;
use super::{album_id, page, PageParam};
use crate::paging::{offset, Paged};
use crate::QueryError;

/// The admin list loads 12 albums per page, as it does dogs.
const PAGE_SIZE: u32 = 12;

#[derive(Debug, sqlx::FromRow)]
struct AdminAlbumRow {
    album_id: i64,
    version: i64,
    status: String,
    name_uk: String,
    name_en: String,
    photos_count: i32,
    #[sqlx(json)]
    images: Vec<PhotoImage>,
    date_created: DateTime<Utc>,
    date_changed: DateTime<Utc>,
}

const COLUMNS: &str = "album_id, version, status, name_uk, name_en, photos_count, images, \
     date_created, date_changed";

impl AdminAlbumRow {
    fn into_album(self) -> Result<AdminAlbumView, QueryError> {
        let damaged = |what: &str| QueryError::Damaged(format!("album {}: {what}", self.album_id));
        Ok(AdminAlbumView {
            id: self.album_id,
            version: u64::try_from(self.version).map_err(|_| damaged("version"))?,
            status: AlbumStatus::parse(&self.status).ok_or_else(|| damaged("status"))?,
            name: LocalizedText::new(self.name_uk, self.name_en),
            photos_count: u32::try_from(self.photos_count).map_err(|_| damaged("photos"))?,
            images: self.images,
            date_created: self.date_created,
            date_changed: self.date_changed,
        })
    }
}

/// An album's names, for pickers and the header.
#[derive(Debug, Serialize, ToSchema)]
pub struct AlbumTitle {
    pub id: i64,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
}

/// 12 albums per page, newest first, whatever their status.
#[utoipa::path(get, path = "/albums", tag = "admin",
    params(PageParam),
    responses(
        (status = 200, body = Paged<AdminAlbumView>),
        (status = 400, description = "page 0 or not a number: invalidRequest",
            body = errors::ErrorBody),
        (status = 401)),
    security(("bearer" = [])))]
pub async fn albums(
    State(pool): State<PgPool>,
    params: Result<Query<PageParam>, QueryRejection>,
) -> Result<Json<Paged<AdminAlbumView>>, QueryError> {
    let page = page(params)?;
    let rows: Vec<AdminAlbumRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_albums ORDER BY date_created DESC, album_id DESC
          LIMIT $1 OFFSET $2"
    ))
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .fetch_all(&pool)
    .await?;
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM admin_albums")
        .fetch_one(&pool)
        .await?;
    let content = rows
        .into_iter()
        .map(AdminAlbumRow::into_album)
        .collect::<Result<_, _>>()?;
    Ok(Json(Paged::new(content, page, PAGE_SIZE, total)))
}

/// Every album's names, newest first.
#[utoipa::path(get, path = "/albums/titles", tag = "admin",
    responses((status = 200, body = Vec<AlbumTitle>), (status = 401)),
    security(("bearer" = [])))]
pub async fn titles(State(pool): State<PgPool>) -> Result<Json<Vec<AlbumTitle>>, QueryError> {
    let rows: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT album_id, name_uk, name_en FROM admin_albums
          ORDER BY date_created DESC, album_id DESC",
    )
    .fetch_all(&pool)
    .await?;
    Ok(Json(
        rows.into_iter()
            .map(|(id, uk, en)| AlbumTitle {
                id,
                name: LocalizedText::new(uk, en),
            })
            .collect(),
    ))
}

#[utoipa::path(get, path = "/albums/{id}", tag = "admin",
    params(("id" = i64, Path, description = "the album's id")),
    responses(
        (status = 200, body = AdminAlbumView),
        (status = 401),
        (status = 404, description = "unknown or deleted: notFound", body = errors::ErrorBody)),
    security(("bearer" = [])))]
pub async fn album(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<AdminAlbumView>, QueryError> {
    let row = admin_album(&pool, album_id(&id)?).await?;
    Ok(Json(row.into_album()?))
}

/// 16 photos per page in the SPEC §4 order: covers by place, then the newest.
#[utoipa::path(get, path = "/albums/{id}/photos", tag = "admin",
    params(("id" = i64, Path, description = "the album's id"), PageParam),
    responses(
        (status = 200, body = Paged<AdminPhotoView>),
        (status = 400, description = "page 0 or not a number: invalidRequest",
            body = errors::ErrorBody),
        (status = 401),
        (status = 404, description = "unknown or deleted: notFound", body = errors::ErrorBody)),
    security(("bearer" = [])))]
pub async fn photos(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
    params: Result<Query<PageParam>, QueryRejection>,
) -> Result<Json<Paged<AdminPhotoView>>, QueryError> {
    let id = album_id(&id)?;
    let page = page(params)?;
    let album = admin_album(&pool, id).await?;
    let content = photo_rows(&pool, id, page, false)
        .await?
        .into_iter()
        .map(|row| AdminPhotoView {
            number: row.number,
            image: row.image,
            turns: row.turns,
            cover_index: row.cover_index,
            date_created: row.added_at,
        })
        .collect();
    Ok(Json(Paged::new(
        content,
        page,
        PHOTOS_PER_PAGE as u32,
        i64::from(album.photos_count),
    )))
}

async fn admin_album(pool: &PgPool, id: i64) -> Result<AdminAlbumRow, QueryError> {
    let row: Option<AdminAlbumRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_albums WHERE album_id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.ok_or(QueryError::NotFound)
}
