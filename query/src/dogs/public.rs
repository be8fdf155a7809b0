//! `GET /api/want-a-friend/...`: the public list and details of adoptable dogs (SPEC §2 "Dog
//! list", "Dog details", §7), in the language of `Accept-DHLanguage`.

use axum::{
    extract::{rejection::QueryRejection, Path, Query, State},
    http::HeaderMap,
    Json,
};
use chrono::{DateTime, NaiveDate, Utc};
use events::dog::{AgeBand, DogSex, DogSize};
use events::Language;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};

use super::dog_id;
use super::photos::{self, CARD, DETAIL};
use super::public_table::{self, today, CardRow, DetailsRow, Filters};
use crate::language::request_language;
use crate::paging::{offset, page_number, Paged};
use crate::QueryError;
use events::dog_view::PhotoView;

/// SPEC §9: the public list shows 6 dogs per step.
const PAGE_SIZE: u32 = 6;

/// A dog's card (SPEC §2 "Dog card").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DogCard {
    pub id: i64,
    /// Always equals `id`: dogs have no snapshots.
    pub parent_dog_id: i64,
    pub name: String,
    /// `MALE` or `FEMALE`.
    pub dog_sex: String,
    /// 1 small, 2 medium, 3 big.
    pub size_id: i16,
    /// The size's name in the request's language.
    pub size: String,
    pub birth_date: NaiveDate,
    /// Computed from `birthDate` today: `beforeAYear`, `oneToFiveYears` or `fiveAndMore`.
    #[schema(value_type = String, example = "oneToFiveYears")]
    pub age_band: AgeBand,
    pub has_guardianship: bool,
    /// The main photo, its URL the `card` variant.
    pub main_photo: Option<PhotoView>,
}

/// A dog's details page (SPEC §2 "Dog details"): every card field and the rest of the record.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DogDetails {
    #[serde(flatten)]
    pub card: DogCard,
    pub description: String,
    pub sterilized: bool,
    pub breed_id: i32,
    /// The breed's name in the request's language; `null` for a breed without one.
    pub breed: Option<String>,
    /// Main photo first, their URLs the `detail` variant.
    pub photos: Vec<PhotoView>,
    pub date_created: DateTime<Utc>,
}

/// The list filters, each optional; an empty value means all.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FilterParams {
    /// `MALE` or `FEMALE`.
    sex: Option<String>,
    /// `beforeAYear`, `oneToFiveYears` or `fiveAndMore`.
    age: Option<String>,
    /// `1`, `2` or `3`.
    size: Option<String>,
}

impl FilterParams {
    fn parse(&self) -> Result<Filters, QueryError> {
        fn chosen<T>(
            value: &Option<String>,
            parse: impl Fn(&str) -> Option<T>,
        ) -> Result<Option<T>, QueryError> {
            match value.as_deref().map(str::trim) {
                None | Some("") => Ok(None),
                Some(value) => parse(value).map(Some).ok_or(QueryError::InvalidRequest),
            }
        }
        Ok(Filters {
            sex: chosen(&self.sex, DogSex::parse)?,
            age: chosen(&self.age, AgeBand::parse)?,
            size: chosen(&self.size, |id| DogSize::from_id(id.parse().ok()?))?,
        })
    }
}

/// The filters of a request; a query string that does not even parse is a bad request too.
fn filters(params: Result<Query<FilterParams>, QueryRejection>) -> Result<Filters, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    params.parse()
}

fn card(row: CardRow, today: NaiveDate) -> DogCard {
    DogCard {
        id: row.dog_id,
        parent_dog_id: row.dog_id,
        name: row.name,
        dog_sex: row.sex,
        size_id: row.size_id,
        size: row.size_name,
        birth_date: row.birth_date,
        age_band: AgeBand::of(row.birth_date, today),
        has_guardianship: row.has_guardianship,
        main_photo: row.main_photo.map(|id| photos::photo(id, CARD, true)),
    }
}

fn details(row: DetailsRow, today: NaiveDate) -> DogDetails {
    let main_photo = row.photos.first().cloned();
    DogDetails {
        card: card(
            CardRow {
                dog_id: row.dog_id,
                name: row.name,
                sex: row.sex,
                size_id: row.size_id,
                size_name: row.size_name,
                birth_date: row.birth_date,
                has_guardianship: row.has_guardianship,
                main_photo,
            },
            today,
        ),
        description: row.description,
        sterilized: row.sterilized,
        breed_id: row.breed_id,
        breed: row.breed_name,
        photos: photos::list(row.photos, DETAIL),
        date_created: row.date_created,
    }
}

/// `GET /api/want-a-friend/{page}`: 6 published dogs per page, newest first.
#[utoipa::path(get, path = "/want-a-friend/{page}", tag = "dogs",
    params(("page" = u32, Path, description = "1-based page number"), FilterParams,
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = Paged<DogCard>),
        (status = 400, description = "page 0, not a number, or a bad filter: invalidRequest",
            body = errors::ErrorBody)))]
pub async fn page(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path(page): Path<String>,
    params: Result<Query<FilterParams>, QueryRejection>,
) -> Result<Json<Paged<DogCard>>, QueryError> {
    let page = page_number(&page)?;
    let filters = filters(params)?;
    Ok(Json(
        cards_page(&pool, request_language(&headers), filters, page).await?,
    ))
}

/// `GET /api/want-a-friend/dogs`: every published dog, newest first.
#[utoipa::path(get, path = "/want-a-friend/dogs", tag = "dogs",
    params(FilterParams,
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = Vec<DogCard>),
        (status = 400, description = "a bad filter: invalidRequest",
            body = errors::ErrorBody)))]
pub async fn all(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    params: Result<Query<FilterParams>, QueryRejection>,
) -> Result<Json<Vec<DogCard>>, QueryError> {
    let filters = filters(params)?;
    Ok(Json(
        all_cards(&pool, request_language(&headers), filters).await?,
    ))
}

/// Every published dog that matches `filters`, newest first: what `GET
/// /api/want-a-friend/dogs` answers, and what the dog list's HTML embeds.
pub async fn all_cards(
    pool: &PgPool,
    language: Language,
    filters: Filters,
) -> Result<Vec<DogCard>, sqlx::Error> {
    let today = today();
    let rows = public_table::cards(pool, language, filters, today, None).await?;
    Ok(rows.into_iter().map(|row| card(row, today)).collect())
}

/// `GET /api/want-a-friend/dog/{id}`: one published dog.
#[utoipa::path(get, path = "/want-a-friend/dog/{id}", tag = "dogs",
    params(("id" = i64, Path, description = "the dog's id"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = DogDetails),
        (status = 404, description = "unknown, hidden, deleted or not a number: message404Error",
            body = errors::ErrorBody)))]
pub async fn one(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<DogDetails>, QueryError> {
    let dog = published_dog(&pool, request_language(&headers), &id).await?;
    Ok(Json(dog.ok_or(QueryError::NotFound)?))
}

/// Page `page` of the published dogs that match `filters`, 6 cards newest first: what
/// `GET /api/want-a-friend/{page}` answers, and what the list page's HTML embeds.
pub async fn cards_page(
    pool: &PgPool,
    language: Language,
    filters: Filters,
    page: u32,
) -> Result<Paged<DogCard>, sqlx::Error> {
    let today = today();
    let window = (i64::from(PAGE_SIZE), offset(page, PAGE_SIZE));
    let rows = public_table::cards(pool, language, filters, today, Some(window)).await?;
    let total = public_table::count(pool, language, filters, today).await?;
    let content = rows.into_iter().map(|row| card(row, today)).collect();
    Ok(Paged::new(content, page, PAGE_SIZE, total))
}

/// The published dog a path segment names, `None` for any segment that is not one: what
/// `GET /api/want-a-friend/dog/{id}` answers, and what a dog page's HTML is made of.
pub async fn published_dog(
    pool: &PgPool,
    language: Language,
    segment: &str,
) -> Result<Option<DogDetails>, sqlx::Error> {
    let Some(id) = dog_id(segment) else {
        return Ok(None);
    };
    let row = public_table::details(pool, language, id).await?;
    Ok(row.map(|row| details(row, today())))
}

/// The ids of every published dog, newest first, for the sitemap.
pub async fn published_ids(pool: &PgPool) -> Result<Vec<i64>, sqlx::Error> {
    let rows = public_table::cards(pool, Language::Uk, Filters::default(), today(), None).await?;
    Ok(rows.into_iter().map(|row| row.dog_id).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(sex: &str, age: &str, size: &str) -> FilterParams {
        let value = |text: &str| (!text.is_empty()).then(|| text.to_owned());
        FilterParams {
            sex: value(sex),
            age: value(age),
            size: value(size),
        }
    }

    #[test]
    fn filters_accept_the_contract_values_and_nothing_else() {
        let parsed = params("FEMALE", "fiveAndMore", "3").parse().unwrap();
        assert_eq!(
            parsed,
            Filters {
                sex: Some(DogSex::Female),
                age: Some(AgeBand::FiveAndMore),
                size: Some(DogSize::Big),
            }
        );
        assert_eq!(
            params("male", "", "").parse().unwrap().sex,
            Some(DogSex::Male)
        );
        assert_eq!(FilterParams::default().parse().unwrap(), Filters::default());
        let all = FilterParams {
            sex: Some(String::new()),
            age: Some(" ".to_owned()),
            size: Some(String::new()),
        };
        assert_eq!(all.parse().unwrap(), Filters::default());
        for (sex, age, size) in [
            ("cat", "", ""),
            ("", "puppy", ""),
            ("", "FiveAndMore", ""),
            ("", "", "4"),
            ("", "", "0"),
            ("", "", "big"),
        ] {
            assert!(
                params(sex, age, size).parse().is_err(),
                "{sex:?} {age:?} {size:?}"
            );
        }
    }
}
