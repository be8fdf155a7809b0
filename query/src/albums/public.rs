//! `GET /api/albums?page=n` and `GET /api/albums/{albumId}/photos?page=n`: the published albums
//! with photos, newest first, and an album's photos in the SPEC §4 order, in the language of
//! `Accept-DHLanguage`.

use axum::extract::{rejection::QueryRejection, Path, Query, State};
use axum::http::HeaderMap;
use axum::Json;
use events::album::{PhotoImage, PHOTOS_PER_PAGE};
use events::article_view::ImageView;
use events::Language;
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use super::{album_id, page, PageParam};
use crate::language::request_language;
use crate::paging::{offset, Paged};
use crate::QueryError;

/// Albums per step of the gallery: two rows of three.
const ALBUMS_PER_PAGE: u32 = 6;

/// 392×288: the `photo` URL of an album card's image.
const CARD: &str = "card";
/// 960 wide: the `photo` URL of a photo in the viewer.
const DETAIL: &str = "detail";

/// An album's card (SPEC §3 "Public album").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicAlbum {
    pub id: i64,
    pub name: String,
    pub photos_count: i32,
    /// Up to three: covers first by place, then the newest.
    pub images: Vec<PublicImage>,
}

/// A photo as visitors get it (SPEC §3 "images (id, photo)"): the image id, from which the web
/// app builds its `srcset`, a ready JPEG URL of one variant, and the upright size, which gives
/// the page its boxes before the files arrive.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicImage {
    #[serde(flatten)]
    pub image: ImageView,
    pub width: u32,
    pub height: u32,
}

impl PublicImage {
    fn new(image: PhotoImage, variant: &str) -> PublicImage {
        PublicImage {
            image: ImageView::new(&image.id, variant),
            width: image.width,
            height: image.height,
        }
    }
}

/// One photo of an album in the viewer.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicPhoto {
    /// The album's own number for it.
    pub number: u32,
    #[serde(flatten)]
    pub image: PublicImage,
}

#[derive(sqlx::FromRow)]
struct AlbumRow {
    album_id: i64,
    name: String,
    photos_count: i32,
    #[sqlx(json)]
    images: Vec<PhotoImage>,
}

impl From<AlbumRow> for PublicAlbum {
    fn from(row: AlbumRow) -> PublicAlbum {
        PublicAlbum {
            id: row.album_id,
            name: row.name,
            photos_count: row.photos_count,
            images: row
                .images
                .into_iter()
                .map(|image| PublicImage::new(image, CARD))
                .collect(),
        }
    }
}

/// A page of an album's photos, with the album they belong to, so a link straight to a photo
/// needs no other call.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlbumPhotosPage {
    pub id: i64,
    pub name: String,
    pub photos_count: i32,
    #[serde(flatten)]
    pub page: Paged<PublicPhoto>,
}

#[utoipa::path(get, path = "/albums", tag = "albums",
    params(PageParam,
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = Paged<PublicAlbum>),
        (status = 400, description = "page 0 or not a number: invalidRequest",
            body = errors::ErrorBody)))]
pub async fn albums(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    params: Result<Query<PageParam>, QueryRejection>,
) -> Result<Json<Paged<PublicAlbum>>, QueryError> {
    let page = page(params)?;
    Ok(Json(
        albums_page(&pool, request_language(&headers), page).await?,
    ))
}

/// Page `page` of the published albums, newest first: what `GET /api/albums` answers, and what
/// the gallery page's HTML embeds.
pub async fn albums_page(
    pool: &PgPool,
    language: Language,
    page: u32,
) -> Result<Paged<PublicAlbum>, sqlx::Error> {
    let language = language.texts();
    let rows: Vec<AlbumRow> = sqlx::query_as(
        "SELECT album_id, name, photos_count, images FROM public_albums WHERE language = $1
          ORDER BY date_created DESC, album_id DESC LIMIT $2 OFFSET $3",
    )
    .bind(language.value())
    .bind(i64::from(ALBUMS_PER_PAGE))
    .bind(offset(page, ALBUMS_PER_PAGE))
    .fetch_all(pool)
    .await?;
    let content = rows.into_iter().map(PublicAlbum::from).collect();
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM public_albums WHERE language = $1")
        .bind(language.value())
        .fetch_one(pool)
        .await?;
    Ok(Paged::new(content, page, ALBUMS_PER_PAGE, total))
}

#[utoipa::path(get, path = "/albums/{albumId}/photos", tag = "albums",
    params(("albumId" = i64, Path, description = "the album's id"), PageParam,
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = AlbumPhotosPage),
        (status = 400, description = "page 0 or not a number: invalidRequest",
            body = errors::ErrorBody),
        (status = 404, description = "unknown, hidden, deleted or empty: notFound",
            body = errors::ErrorBody)))]
pub async fn photos(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path(id): Path<String>,
    params: Result<Query<PageParam>, QueryRejection>,
) -> Result<Json<AlbumPhotosPage>, QueryError> {
    let id = album_id(&id)?;
    let page = page(params)?;
    let language = request_language(&headers).texts();
    let album: Option<(String, i32)> = sqlx::query_as(
        "SELECT name, photos_count FROM public_albums WHERE language = $1 AND album_id = $2",
    )
    .bind(language.value())
    .bind(id)
    .fetch_optional(&pool)
    .await?;
    let (name, photos_count) = album.ok_or(QueryError::NotFound)?;
    let content = photo_rows(&pool, id, page, true)
        .await?
        .into_iter()
        .map(|row| PublicPhoto {
            number: row.number,
            image: PublicImage::new(row.image, DETAIL),
        })
        .collect();
    Ok(Json(AlbumPhotosPage {
        id,
        name,
        photos_count,
        page: Paged::new(
            content,
            page,
            PHOTOS_PER_PAGE as u32,
            i64::from(photos_count),
        ),
    }))
}

/// A photo row of `album_photos`.
pub(super) struct PhotoRow {
    pub number: u32,
    pub image: PhotoImage,
    pub turns: u8,
    pub cover_index: Option<u8>,
    pub added_at: chrono::DateTime<chrono::Utc>,
}

/// Page `page` of an album's photos in the SPEC §4 order: covers by place, then the newest.
/// `published_only` keeps a hidden album's photos from visitors.
pub(super) async fn photo_rows(
    pool: &PgPool,
    album_id: i64,
    page: u32,
    published_only: bool,
) -> Result<Vec<PhotoRow>, QueryError> {
    type Row = (
        i32,
        String,
        i32,
        i32,
        i16,
        Option<i16>,
        chrono::DateTime<chrono::Utc>,
    );
    let size = PHOTOS_PER_PAGE as u32;
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT number, image_id, width, height, turns, cover_index, added_at FROM album_photos
          WHERE album_id = $1 AND (published OR NOT $2)
          ORDER BY coalesce(cover_index, 3), number DESC LIMIT $3 OFFSET $4",
    )
    .bind(album_id)
    .bind(published_only)
    .bind(PHOTOS_PER_PAGE)
    .bind(offset(page, size))
    .fetch_all(pool)
    .await?;
    rows.into_iter()
        .map(
            |(number, id, width, height, turns, cover_index, added_at)| {
                let damaged = || QueryError::Damaged(format!("album {album_id}: photo {number}"));
                Ok(PhotoRow {
                    number: u32::try_from(number).map_err(|_| damaged())?,
                    image: PhotoImage {
                        id,
                        width: u32::try_from(width).map_err(|_| damaged())?,
                        height: u32::try_from(height).map_err(|_| damaged())?,
                    },
                    turns: u8::try_from(turns).map_err(|_| damaged())?,
                    cover_index: cover_index
                        .map(u8::try_from)
                        .transpose()
                        .map_err(|_| damaged())?,
                    added_at,
                })
            },
        )
        .collect()
}
