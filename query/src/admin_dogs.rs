//! `GET /api/admin/want-a-friend/...`: every dog that is not deleted, as staff see and edit
//! it, from the `admin_dogs` table (see `projector::projections::admin_dogs`).

use axum::{
    extract::{Path, State},
    Json,
};
use chrono::{DateTime, NaiveDate, Utc};
use events::dog::{AgeBand, AgeChoice};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::dog_photos::{Photo, Variant};
use crate::paging::{offset, page_number, Paged};
use crate::public_dogs::today;
use crate::want_a_friend::dog_id;
use crate::QueryError;

/// The admin list loads 12 dogs per page.
const PAGE_SIZE: u32 = 12;

/// A dog as the admin pages and form show it, both languages side by side. Commands answer
/// the same shape.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminDog {
    pub id: i64,
    /// Always equals `id`: dogs have no snapshots.
    pub parent_dog_id: i64,
    /// The version an edit must name (`PUT /api/admin/want-a-friend/dog`).
    pub version: i64,
    /// `PUBLISHED` or `NOT_PUBLISHED`.
    pub dog_status: String,
    pub name: Texts,
    pub description: Texts,
    pub birth_date: NaiveDate,
    /// The admin form's age choice the birth date falls in today.
    #[schema(value_type = String, example = "oneToTwoYears")]
    pub age_choice: AgeChoice,
    /// The public age band of the birth date today.
    #[schema(value_type = String, example = "oneToFiveYears")]
    pub age_band: AgeBand,
    pub breed_id: i32,
    pub size_id: i16,
    /// `MALE` or `FEMALE`.
    pub dog_sex: String,
    pub sterilized: bool,
    pub has_guardianship: bool,
    /// Main photo first, their URLs the `card` variant.
    pub photos: Vec<Photo>,
    pub date_created: DateTime<Utc>,
    pub date_changed: DateTime<Utc>,
}

/// A text in both languages.
#[derive(Debug, Serialize, ToSchema)]
pub struct Texts {
    pub uk: String,
    pub en: String,
}

/// A page of the admin list, with the count the admin header shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminDogPage {
    #[serde(flatten)]
    pub page: Paged<AdminDog>,
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
    fn into_dog(self, today: NaiveDate) -> AdminDog {
        AdminDog {
            id: self.dog_id,
            parent_dog_id: self.dog_id,
            version: self.version,
            dog_status: self.status,
            name: Texts {
                uk: self.name_uk,
                en: self.name_en,
            },
            description: Texts {
                uk: self.description_uk,
                en: self.description_en,
            },
            birth_date: self.birth_date,
            age_choice: AgeChoice::of(self.birth_date, today),
            age_band: AgeBand::of(self.birth_date, today),
            breed_id: self.breed_id,
            size_id: self.size_id,
            dog_sex: self.sex,
            sterilized: self.sterilized,
            has_guardianship: self.has_guardianship,
            photos: Photo::list(self.photos, Variant::Card),
            date_created: self.date_created,
            date_changed: self.date_changed,
        }
    }
}

/// `GET /api/admin/want-a-friend/dogs`: every dog that is not deleted, newest first.
#[utoipa::path(get, path = "/api/admin/want-a-friend/dogs", tag = "admin",
    responses((status = 200, body = Vec<AdminDog>), (status = 401)),
    security(("bearer" = [])))]
pub async fn all(State(pool): State<PgPool>) -> Result<Json<Vec<AdminDog>>, QueryError> {
    let rows: Vec<AdminDogRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_dogs ORDER BY dog_id DESC"
    ))
    .fetch_all(&pool)
    .await?;
    let today = today();
    Ok(Json(
        rows.into_iter().map(|row| row.into_dog(today)).collect(),
    ))
}

/// `GET /api/admin/want-a-friend/page/{page}`: 12 dogs per page, newest first, with the number
/// of published dogs.
#[utoipa::path(get, path = "/api/admin/want-a-friend/page/{page}", tag = "admin",
    params(("page" = u32, Path, description = "1-based page number")),
    responses(
        (status = 200, body = AdminDogPage),
        (status = 400, description = "page 0 or not a number: invalidRequest",
            body = crate::error::ErrorBody),
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
    let content = rows.into_iter().map(|row| row.into_dog(today)).collect();
    Ok(Json(AdminDogPage {
        page: Paged::new(content, page, PAGE_SIZE, total),
        published,
    }))
}

/// `GET /api/admin/want-a-friend/dog/{id}`: one dog, whatever its status.
#[utoipa::path(get, path = "/api/admin/want-a-friend/dog/{id}", tag = "admin",
    params(("id" = i64, Path, description = "the dog's id")),
    responses(
        (status = 200, body = AdminDog),
        (status = 401),
        (status = 404, description = "unknown or deleted: notFound",
            body = crate::error::ErrorBody)),
    security(("bearer" = [])))]
pub async fn one(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<AdminDog>, QueryError> {
    let id = dog_id(&id).ok_or(QueryError::NotFound)?;
    let row: Option<AdminDogRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM admin_dogs WHERE dog_id = $1"
    ))
    .bind(id)
    .fetch_optional(&pool)
    .await?;
    let row = row.ok_or(QueryError::NotFound)?;
    Ok(Json(row.into_dog(today())))
}
