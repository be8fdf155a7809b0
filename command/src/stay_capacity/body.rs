//! The admin capacity form: its JSON body and the rules its fields are parsed by. Dates are
//! taken as text so a wrong one is refused with its field, like every other rule.

use chrono::NaiveDate;
use errors::ErrorCode;
use events::stay_capacity::{CapacityRecord, ClosedNights, Places};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::Reason;

/// What the admin capacity page saves.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapacityBody {
    /// The version the form was loaded at (`0` before the first save).
    #[serde(default)]
    pub version: u64,
    pub places: PlacesBody,
    #[serde(default)]
    pub closed: Vec<ClosedNightsBody>,
}

/// The places of each kind; JSON numbers, checked to be whole and in range.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlacesBody {
    #[schema(example = 6)]
    pub dog_small: f64,
    #[schema(example = 8)]
    pub dog_medium: f64,
    #[schema(example = 4)]
    pub dog_big: f64,
    #[schema(example = 10)]
    pub cat: f64,
}

/// One closed period: its first and last nights (`yyyy-mm-dd`) and a note for staff.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ClosedNightsBody {
    #[schema(example = "2026-12-31")]
    pub from: String,
    #[schema(example = "2027-01-01")]
    pub to: String,
    #[serde(default)]
    pub note: String,
}

const INVALID_PLACES: Reason = Reason::new(
    ErrorCode::InvalidPlaces,
    "Enter the number of places as a whole number from 0 to 500.",
);
const INVALID_CLOSED: Reason = Reason::new(
    ErrorCode::InvalidClosedNights,
    "Each closed period needs its first and last night in order, at most a year long and apart \
     from the others (at most 50 periods).",
);
const NOTE_TOO_LONG: Reason = Reason::new(
    ErrorCode::TextTooLong,
    "A closed period's note must have at most 200 characters on one line.",
);

/// More places of a kind than any one hotel has: a typing slip, not a hotel.
pub const MAX_PLACES: u32 = 500;
const MAX_PERIODS: usize = 50;
/// The longest closed period, in nights.
const MAX_PERIOD_NIGHTS: i64 = 366;
const MAX_NOTE: usize = 200;

impl CapacityBody {
    /// The record with its periods in date order, or the first refusal with its field.
    pub fn parse(self) -> Result<CapacityRecord, Reason> {
        let count = |value: f64, field: &'static str| {
            let whole = value.fract() == 0.0 && (0.0..=f64::from(MAX_PLACES)).contains(&value);
            // In range and whole, so the cast is exact.
            whole
                .then_some(value as u32)
                .ok_or(INVALID_PLACES.on_field(field))
        };
        let places = Places {
            dog_small: count(self.places.dog_small, "places.dogSmall")?,
            dog_medium: count(self.places.dog_medium, "places.dogMedium")?,
            dog_big: count(self.places.dog_big, "places.dogBig")?,
            cat: count(self.places.cat, "places.cat")?,
        };
        if self.closed.len() > MAX_PERIODS {
            return Err(INVALID_CLOSED.on_field("closed"));
        }
        let mut closed = self
            .closed
            .into_iter()
            .map(ClosedNightsBody::parse)
            .collect::<Result<Vec<_>, _>>()?;
        closed.sort_by_key(|period| period.from);
        if closed.windows(2).any(|pair| pair[1].from <= pair[0].to) {
            return Err(INVALID_CLOSED.on_field("closed"));
        }
        Ok(CapacityRecord { places, closed })
    }
}

impl ClosedNightsBody {
    fn parse(self) -> Result<ClosedNights, Reason> {
        let date = |text: &str| {
            NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
                .map_err(|_| INVALID_CLOSED.on_field("closed"))
        };
        let (from, to) = (date(&self.from)?, date(&self.to)?);
        if to < from || (to - from).num_days() >= MAX_PERIOD_NIGHTS {
            return Err(INVALID_CLOSED.on_field("closed"));
        }
        let note = self.note.trim();
        if note.chars().count() > MAX_NOTE || note.chars().any(char::is_control) {
            return Err(NOTE_TOO_LONG.on_field("closed"));
        }
        Ok(ClosedNights {
            from,
            to,
            note: note.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn period(from: &str, to: &str) -> ClosedNightsBody {
        ClosedNightsBody {
            from: from.into(),
            to: to.into(),
            note: " Renovation ".into(),
        }
    }

    fn body() -> CapacityBody {
        CapacityBody {
            version: 1,
            places: PlacesBody {
                dog_small: 6.0,
                dog_medium: 8.0,
                dog_big: 4.0,
                cat: 10.0,
            },
            closed: vec![
                period("2027-03-01", "2027-03-10"),
                period("2026-12-31", "2027-01-01"),
            ],
        }
    }

    #[test]
    fn a_valid_form_keeps_its_periods_in_date_order_with_notes_trimmed() {
        let record = body().parse().expect("valid");
        assert_eq!(record.places.dog_big, 4);
        let froms: Vec<String> = record.closed.iter().map(|p| p.from.to_string()).collect();
        assert_eq!(froms, ["2026-12-31", "2027-03-01"]);
        assert_eq!(record.closed[0].note, "Renovation");
    }

    #[test]
    fn every_field_has_its_rule() {
        type Change = fn(&mut CapacityBody);
        let cases: [(Change, &str, &str); 8] = [
            (|b| b.places.cat = -1.0, "invalidPlaces", "places.cat"),
            (
                |b| b.places.dog_small = 2.5,
                "invalidPlaces",
                "places.dogSmall",
            ),
            (
                |b| b.places.dog_big = 501.0,
                "invalidPlaces",
                "places.dogBig",
            ),
            (
                |b| b.closed[0] = period("2027-03-10", "2027-03-01"),
                "invalidClosedNights",
                "closed",
            ),
            (
                |b| b.closed[0] = period("2027-02-30", "2027-03-01"),
                "invalidClosedNights",
                "closed",
            ),
            (
                |b| b.closed[0] = period("2027-01-01", "2028-01-01"),
                "invalidClosedNights",
                "closed",
            ),
            (
                |b| b.closed[0] = period("2027-01-01", "2027-01-05"),
                "invalidClosedNights",
                "closed",
            ),
            (
                |b| b.closed[1].note = "a".repeat(201),
                "textTooLong",
                "closed",
            ),
        ];
        for (change, code, field) in cases {
            let mut body = body();
            change(&mut body);
            let refusal = body.parse().expect_err(code);
            assert_eq!((refusal.code.as_str(), refusal.field), (code, Some(field)));
        }
    }

    #[test]
    fn fifty_periods_are_allowed_and_fifty_one_are_not() {
        let mut body = body();
        body.closed = (1..=51)
            .map(|day| {
                let night =
                    NaiveDate::from_ymd_opt(2027, 1, 1).unwrap() + chrono::Days::new(day * 2);
                period(&night.to_string(), &night.to_string())
            })
            .collect();
        assert!(body.clone().parse().is_err());
        body.closed.pop();
        assert_eq!(body.parse().expect("fifty").closed.len(), 50);
    }
}
