//! `GET /api/admin/want-a-friend/...`: every dog that is not deleted, as staff see and edit
//! it, from the `admin_dogs` table (see `projector::projections::admin_dogs`).

use axum::{
    extract::{Path, State},
    Json,
};
use chrono::{DateTime, NaiveDate, Utc};
use events::dog::{DogDetails, DogPhoto, DogSex, DogSize, DogStatus, LocalizedText};
use events::dog_view::{AdminDogFacts, AdminDogView};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use super::dog_id;
use super::public_table::today;
use crate::paging::{offset, page_number, Paged};
use crate::QueryError;

/// The admin list loads 12 dogs per page.
const PAGE_SIZE: u32 = 12;

/// A page of the admin list, with the count the admin header shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminDogPage {
    #[serde(flatten)]
    pub page: Paged<AdminDogView>,
    /// How many dogs are published, on every page.
    pub published: i64,
}

#[derive(Debug, sqlx::FromRow)]
struct AdminDogRow {
    dog_id: i64,
    version: i64,
    status: String,
    name_uk: String,
    name_en: String,
    description_uk: String,
    description_en: String,
    birth_date: NaiveDate,
    breed_id: i32,
    size_id: i16,
    sex: String,
    sterilized: bool,
    has_guardianship: bool,
    photos: Vec<String>,
    date_created: DateTime<Utc>,
    date_changed: DateTime<Utc>,
}

const COLUMNS: &str = "dog_id, version, status, name_uk, name_en, description_uk, \
     description_en, birth_date, breed_id, size_id, sex, sterilized, has_guardianship, photos, \
     date_created, date_changed";

impl AdminDogRow {
    fn into_dog(self, today: NaiveDate) -> Result<AdminDogView, QueryError> {
        let damaged = |what: &str| QueryError::Damaged(format!("dog {}: {what}", self.dog_id));
        let details = DogDetails {
            name: LocalizedText::new(self.name_uk, self.name_en),
            description: LocalizedText::new(self.description_uk, self.description_en),
            birth_date: self.birth_date,
            breed_id: self.breed_id,
            size: DogSize::from_id(i64::from(self.size_id)).ok_or_else(|| damaged("size"))?,
            sex: DogSex::parse(&self.sex).ok_or_else(|| damaged("sex"))?,
            sterilized: self.sterilized,
            has_guardianship: self.has_guardianship,
            photos: self
                .photos
                .into_iter()
                .enumerate()
                .map(|(index, image_id)| DogPhoto {
                    image_id,
                    main: index == 0,
                })
                .collect(),
        };
        let facts = AdminDogFacts {
            id: self.dog_id,
            version: u64::try_from(self.version).map_err(|_| damaged("version"))?,
            status: DogStatus::parse(&self.status).ok_or_else(|| damaged("status"))?,
            details: &details,
            created_at: self.date_created,
            changed_at: self.date_changed,
        };
        Ok(AdminDogView::new(facts, today))
    }
}

/// `GET /api/admin/want-a-friend/dogs`: every dog that is not deleted, newest first.
#[utoipa::path(get, path = "/want-a-friend/dogs", tag = "admin",
    responses((status = 200, body = Vec<AdminDogView>), (status = 401)),
    security(("bearer" = [])))]
pub async fn all(State(pool): State<PgPool>) -> Result<Json<Vec<AdminDogView>>, QueryError> {
    let rows: Vec<AdminDogRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_dogs ORDER BY dog_id DESC"
    ))
    .fetch_all(&pool)
    .await?;
    let today = today();
    let dogs = rows.into_iter().map(|row| row.into_dog(today));
    Ok(Json(dogs.collect::<Result<_, _>>()?))
}

/// `GET /api/admin/want-a-friend/page/{page}`: 12 dogs per page, newest first, with the number
/// of published dogs.
#[utoipa::path(get, path = "/want-a-friend/page/{page}", tag = "admin",
    params(("page" = u32, Path, description = "1-based page number")),
    responses(
        (status = 200, body = AdminDogPage),
        (status = 400, description = "page 0 or not a number: invalidRequest",
            body = errors::ErrorBody),
        (status = 401)),
    security(("bearer" = [])))]
pub async fn page(
    State(pool): State<PgPool>,
    Path(page): Path<String>,
) -> Result<Json<AdminDogPage>, QueryError> {
    let page = page_number(&page)?;
    let rows: Vec<AdminDogRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_dogs ORDER BY dog_id DESC LIMIT $1 OFFSET $2"
    ))
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .fetch_all(&pool)
    .await?;
    let (total, published): (i64, i64) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE status = 'PUBLISHED') FROM admin_dogs",
    )
    .fetch_one(&pool)
    .await?;
    let today = today();
    let content = rows
        .into_iter()
        .map(|row| row.into_dog(today))
        .collect::<Result<_, _>>()?;
    Ok(Json(AdminDogPage {
        page: Paged::new(content, page, PAGE_SIZE, total),
        published,
    }))
}

/// `GET /api/admin/want-a-friend/dog/{id}`: one dog, whatever its status.
#[utoipa::path(get, path = "/want-a-friend/dog/{id}", tag = "admin",
    params(("id" = i64, Path, description = "the dog's id")),
    responses(
        (status = 200, body = AdminDogView),
        (status = 401),
        (status = 404, description = "unknown or deleted: message404Error",
            body = errors::ErrorBody)),
    security(("bearer" = [])))]
pub async fn one(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<AdminDogView>, QueryError> {
    let id = dog_id(&id).ok_or(QueryError::NotFound)?;
    let row: Option<AdminDogRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_dogs WHERE dog_id = $1"
    ))
    .bind(id)
    .fetch_optional(&pool)
    .await?;
    let row = row.ok_or(QueryError::NotFound)?;
    Ok(Json(row.into_dog(today())?))
}
