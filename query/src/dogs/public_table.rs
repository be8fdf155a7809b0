//! Reads of the `public_dogs` table (see `projector::projections::public_dogs`): a request
//! reads the rows of its language, filtered and ordered on indexed columns.

use chrono::{DateTime, NaiveDate, Utc};
use events::dog::{AgeBand, DogSex, DogSize};
use events::Language;
use sqlx::{PgPool, Postgres, QueryBuilder};

/// The list filters of SPEC §2 "Dog list"; `None` means all.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Filters {
    pub sex: Option<DogSex>,
    pub age: Option<AgeBand>,
    pub size: Option<DogSize>,
}

/// What a card shows.
#[derive(Debug, sqlx::FromRow)]
pub struct CardRow {
    pub dog_id: i64,
    pub name: String,
    pub sex: String,
    pub size_id: i16,
    pub size_name: String,
    pub birth_date: NaiveDate,
    pub has_guardianship: bool,
    /// The main photo's content id.
    pub main_photo: Option<String>,
}

/// What the details page shows.
#[derive(Debug, sqlx::FromRow)]
pub struct DetailsRow {
    pub dog_id: i64,
    pub name: String,
    pub description: String,
    pub sex: String,
    pub size_id: i16,
    pub size_name: String,
    pub birth_date: NaiveDate,
    pub breed_id: i32,
    pub breed_name: Option<String>,
    pub sterilized: bool,
    pub has_guardianship: bool,
    /// Content ids, the main photo first.
    pub photos: Vec<String>,
    pub date_created: DateTime<Utc>,
}

const CARD_COLUMNS: &str = "dog_id, name, sex, size_id, size_name, birth_date, \
     has_guardianship, photos[1] AS main_photo";

/// `WHERE` for one language and the chosen filters. Only the chosen filters become conditions,
/// so the planner sees exactly the columns it can use an index for. Age bands become birth
/// date ranges on `today`.
fn push_conditions(
    query: &mut QueryBuilder<'_, Postgres>,
    language: Language,
    filters: Filters,
    today: NaiveDate,
) {
    query.push(" WHERE language = ");
    query.push_bind(language.texts().value());
    if let Some(sex) = filters.sex {
        query.push(" AND sex = ").push_bind(sex.name());
    }
    if let Some(size) = filters.size {
        query
            .push(" AND size_id = ")
            .push_bind(i16::from(size.id()));
    }
    if let Some(age) = filters.age {
        let (earliest, latest) = age.birth_dates(today);
        if let Some(earliest) = earliest {
            query.push(" AND birth_date >= ").push_bind(earliest);
        }
        if let Some(latest) = latest {
            query.push(" AND birth_date <= ").push_bind(latest);
        }
    }
}

/// Cards newest first; `window` is (limit, offset), `None` for all of them.
pub async fn cards(
    pool: &PgPool,
    language: Language,
    filters: Filters,
    today: NaiveDate,
    window: Option<(i64, i64)>,
) -> Result<Vec<CardRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {CARD_COLUMNS} FROM public_dogs"));
    push_conditions(&mut query, language, filters, today);
    query.push(" ORDER BY dog_id DESC");
    if let Some((limit, offset)) = window {
        query.push(" LIMIT ").push_bind(limit);
        query.push(" OFFSET ").push_bind(offset);
    }
    query.build_query_as().fetch_all(pool).await
}

/// How many dogs match.
pub async fn count(
    pool: &PgPool,
    language: Language,
    filters: Filters,
    today: NaiveDate,
) -> Result<i64, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT count(*) FROM public_dogs");
    push_conditions(&mut query, language, filters, today);
    query.build_query_scalar().fetch_one(pool).await
}

/// One published dog, by its primary key.
pub async fn details(
    pool: &PgPool,
    language: Language,
    dog_id: i64,
) -> Result<Option<DetailsRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT dog_id, name, description, sex, size_id, size_name, birth_date, breed_id, \
                breed_name, sterilized, has_guardianship, photos, date_created \
           FROM public_dogs WHERE language = $1 AND dog_id = $2",
    )
    .bind(language.texts().value())
    .bind(dog_id)
    .fetch_optional(pool)
    .await
}

/// Ages are counted on the server's (UTC) date, as the admin form's age choices are.
pub(crate) fn today() -> NaiveDate {
    Utc::now().date_naive()
}
