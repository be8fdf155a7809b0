//! `stay_capacity`: the hotel's places per kind of guest and its closed nights, for visitors as
//! the free places of each night and for staff as the form edits them.

/// `GET /api/stays/availability` and `GET /api/admin/stays/capacity`.
pub mod routes;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::Json;
use chrono::{DateTime, Days, NaiveDate, Utc};
use errors::{ErrorBody, ErrorCode};
use events::stay_capacity::{AdminCapacityView, CapacityRecord, PlaceKind, CAPACITY_ID};
use serde::{Deserialize, Serialize};
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};

use crate::QueryError;

/// The read model public answers come from.
pub const READ_MODEL: &str = "stay_capacity";

/// The most nights one question may cover: a three-month calendar.
pub const MAX_NIGHTS: u64 = 93;

/// The nights asked about, both included, and the kind of guest.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailabilityParams {
    /// The first night, `yyyy-mm-dd`.
    pub from: Option<String>,
    /// The last night, on or after `from`, at most 92 nights later.
    pub to: Option<String>,
    /// `dogSmall`, `dogMedium`, `dogBig` or `cat`.
    pub pet: Option<String>,
}

/// One night's places for the kind asked about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NightPlaces {
    #[schema(value_type = String, example = "2026-12-24")]
    pub night: NaiveDate,
    /// The hotel takes no guests that night.
    pub closed: bool,
    /// The places of the kind on that night: none when closed.
    pub places: u32,
    /// The places no stay takes. No stay takes places yet: booking comes with the stays.
    pub free: u32,
}

/// The free places of each night asked about.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Availability {
    pub pet: PlaceKind,
    pub nights: Vec<NightPlaces>,
}

const fn invalid_nights(field: &'static str) -> ErrorBody {
    ErrorBody::new(
        ErrorCode::InvalidNights,
        "Choose the first and the last night in order, at most 93 nights apart.",
    )
    .on_field(field)
}

const INVALID_PET: ErrorBody = ErrorBody::new(
    ErrorCode::InvalidPet,
    "Choose a small, medium or big dog, or a cat.",
)
.on_field("pet");

type Row = (i64, JsonColumn<CapacityRecord>, DateTime<Utc>);

async fn row(pool: &PgPool) -> Result<Option<Row>, sqlx::Error> {
    sqlx::query_as("SELECT version, capacity, changed_at FROM stay_capacity WHERE id = $1")
        .bind(CAPACITY_ID)
        .fetch_optional(pool)
        .await
}

/// Each night from `from` to `to` for `kind`. Before staff first set the places, the hotel
/// has none.
pub fn nights(
    capacity: Option<&CapacityRecord>,
    kind: PlaceKind,
    from: NaiveDate,
    to: NaiveDate,
) -> Vec<NightPlaces> {
    from.iter_days()
        .take_while(|night| *night <= to)
        .map(|night| {
            let closed = capacity.is_some_and(|capacity| capacity.is_closed(night));
            let places = capacity.map_or(0, |capacity| capacity.places_on(kind, night));
            NightPlaces {
                night,
                closed,
                places,
                free: places,
            }
        })
        .collect()
}

/// The nights asked about, refused with the parameter at fault.
fn asked_nights(params: &AvailabilityParams) -> Result<(NaiveDate, NaiveDate), ErrorBody> {
    let date = |text: Option<&str>, field| {
        text.and_then(|text| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok())
            .ok_or(invalid_nights(field))
    };
    let from = date(params.from.as_deref(), "from")?;
    let to = date(params.to.as_deref(), "to")?;
    let last_allowed = from.checked_add_days(Days::new(MAX_NIGHTS - 1));
    if to < from || last_allowed.is_none_or(|last| to > last) {
        return Err(invalid_nights("to"));
    }
    Ok((from, to))
}

/// The places of each night from `from` to `to` for one kind of guest: what a booking
/// calendar shows as free, full or closed.
#[utoipa::path(
    get,
    path = "/stays/availability",
    tag = "stays",
    params(AvailabilityParams),
    responses(
        (status = 200, description = "Each night's places", body = Availability),
        (status = 400, description = "Nights not in order or too many (`invalidNights`), or an unknown kind (`invalidPet`); `field` names the parameter", body = ErrorBody),
    )
)]
pub async fn availability(
    State(pool): State<PgPool>,
    params: Result<Query<AvailabilityParams>, QueryRejection>,
) -> Result<Json<Availability>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidInput(invalid_nights("from")))?;
    let pet = params
        .pet
        .as_deref()
        .and_then(PlaceKind::parse)
        .ok_or(QueryError::InvalidInput(INVALID_PET))?;
    let (from, to) = asked_nights(&params).map_err(QueryError::InvalidInput)?;
    let capacity = row(&pool)
        .await?
        .map(|(_, JsonColumn(capacity), _)| capacity);
    Ok(Json(Availability {
        pet,
        nights: nights(capacity.as_ref(), pet, from, to),
    }))
}

/// The places and closed nights as the admin page edits them, with the version a save names.
#[utoipa::path(get, path = "/stays/capacity", tag = "stays", security(("bearer" = [])),
    responses(
        (status = 200, body = AdminCapacityView),
        (status = 404, description = "Not set yet: the page starts from version 0", body = ErrorBody)))]
pub async fn admin_capacity(
    State(pool): State<PgPool>,
) -> Result<Json<AdminCapacityView>, QueryError> {
    let (version, JsonColumn(capacity), changed_at) =
        row(&pool).await?.ok_or(QueryError::NotFound)?;
    let version =
        u64::try_from(version).map_err(|_| QueryError::Damaged(format!("version {version}")))?;
    Ok(Json(AdminCapacityView {
        version,
        changed_at: Some(changed_at),
        capacity,
    }))
}

#[cfg(test)]
mod tests {
    use events::stay_capacity::{ClosedNights, Places};

    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_closed_night_has_no_places_and_the_others_have_the_kinds() {
        let capacity = CapacityRecord {
            places: Places {
                dog_small: 6,
                dog_medium: 8,
                dog_big: 4,
                cat: 10,
            },
            closed: vec![ClosedNights {
                from: date("2026-12-31"),
                to: date("2026-12-31"),
                note: String::new(),
            }],
        };
        let nights = nights(
            Some(&capacity),
            PlaceKind::DogBig,
            date("2026-12-30"),
            date("2027-01-01"),
        );
        let seen: Vec<(String, bool, u32)> = nights
            .iter()
            .map(|n| (n.night.to_string(), n.closed, n.places))
            .collect();
        assert_eq!(
            seen,
            [
                ("2026-12-30".into(), false, 4),
                ("2026-12-31".into(), true, 0),
                ("2027-01-01".into(), false, 4),
            ]
        );
    }

    #[test]
    fn before_the_places_are_set_the_hotel_has_none() {
        let nights = nights(None, PlaceKind::Cat, date("2026-12-01"), date("2026-12-01"));
        assert_eq!(
            (nights.len(), nights[0].places, nights[0].closed),
            (1, 0, false)
        );
    }

    #[test]
    fn nights_must_be_dates_in_order_and_at_most_93() {
        let ask = |from: &str, to: &str| {
            asked_nights(&AvailabilityParams {
                from: Some(from.into()),
                to: Some(to.into()),
                pet: None,
            })
            .map_err(|refusal| refusal.field)
        };
        assert!(ask("2026-12-01", "2027-03-03").is_ok(), "93 nights");
        assert_eq!(ask("2026-12-01", "2027-03-04"), Err(Some("to")));
        assert_eq!(ask("2026-12-02", "2026-12-01"), Err(Some("to")));
        assert_eq!(ask("2026-02-30", "2026-03-01"), Err(Some("from")));
        assert_eq!(ask("2026-12-01", "tomorrow"), Err(Some("to")));
    }
}
