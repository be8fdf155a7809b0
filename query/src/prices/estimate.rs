//! The stay-cost calculator's rules, the only place they live: the page asks
//! `GET /api/prices/estimate` and shows the answer. They read the price rows staff edit, by the
//! tag each hotel row carries ([`Rate`]), so a changed price changes every estimate at once.
//!
//! - A dog pays each day at the row for its food: the hotel's or the owner's.
//! - A cat on the hotel's food pays each whole day at the full-day row, or at the from-5-days
//!   row when the stay has 5 whole days or more, or the from-10-days row from 10; a cat on the
//!   owner's food pays the owner's-food row each day. A half day (5 hours or less) adds the
//!   half-day row, for cats only.
//! - Additional services add their line's price once: a range widens the total to a range, an
//!   empty price is "on request" and adds nothing.
//! - Discounts beyond these rows are individual: the page says so, the estimate gives none.

use events::price_list::{PriceValue, Rate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The longest stay the calculator prices, in days.
pub const MAX_DAYS: u32 = 365;
/// At most this many additional services in one estimate.
pub const MAX_EXTRAS: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Pet {
    Dog,
    Cat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Food {
    Hotel,
    Owner,
}

/// A stay to price: who, on which food, and how long in half days (a cat may stay 12.5 days).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stay {
    pub pet: Pet,
    pub food: Food,
    pub half_days: u32,
}

/// Why a stay cannot be priced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Shorter than half a day, longer than [`MAX_DAYS`], or a half day for a dog.
    Length,
    /// The price list has no row with this tag for the pet (staff cannot remove one; a site
    /// without its seed can lack it).
    MissingRate(Rate),
}

impl Stay {
    pub fn new(pet: Pet, food: Food, half_days: u32) -> Result<Stay, Refusal> {
        let whole_days_only = pet == Pet::Dog && half_days % 2 == 1;
        if half_days == 0 || half_days > MAX_DAYS * 2 || whole_days_only {
            return Err(Refusal::Length);
        }
        Ok(Stay {
            pet,
            food,
            half_days,
        })
    }

    pub fn whole_days(self) -> u32 {
        self.half_days / 2
    }

    pub fn has_half_day(self) -> bool {
        self.half_days % 2 == 1
    }

    /// The rows the stay is charged at, with how many times each: the rules above.
    pub fn charges(self) -> Vec<(Rate, u32)> {
        let days = self.whole_days();
        let day_rate = match (self.pet, self.food) {
            (Pet::Dog, Food::Hotel) => Rate::DayHotelFood,
            (_, Food::Owner) => Rate::DayOwnerFood,
            (Pet::Cat, Food::Hotel) if days >= 10 => Rate::FromTenDays,
            (Pet::Cat, Food::Hotel) if days >= 5 => Rate::FromFiveDays,
            (Pet::Cat, Food::Hotel) => Rate::FullDay,
        };
        let mut charges = Vec::new();
        if days > 0 {
            charges.push((day_rate, days));
        }
        if self.has_half_day() {
            charges.push((Rate::HalfDay, 1));
        }
        charges
    }
}

/// One price row the calculator may read: its item and line, its name in the page's language
/// and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub item_id: String,
    pub line_id: u32,
    pub name: String,
    pub value: String,
    pub rate: Option<Rate>,
}

/// One step of the sum, as the page shows it: `12 × 750 UAH = 9000 UAH`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Charge {
    pub item_id: String,
    pub line_id: u32,
    /// The row's name in the request's language.
    pub name: String,
    pub quantity: u32,
    pub unit_price: u32,
    pub amount: u32,
}

/// An additional service added to the stay, once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Extra {
    pub item_id: String,
    pub line_id: u32,
    pub name: String,
    /// As the price list writes it: a number, a range, or empty (on request).
    pub value: String,
    pub min: u32,
    pub max: u32,
}

/// What a stay costs and how the sum was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    pub pet: Pet,
    pub food: Food,
    /// Whole days of the stay.
    pub days: u32,
    /// A half day (5 hours or less) on top, cats only.
    pub half_day: bool,
    pub charges: Vec<Charge>,
    pub extras: Vec<Extra>,
    /// The smallest total, in UAH.
    pub total: u32,
    /// The largest total: above `total` only when an additional service has a range.
    pub total_max: u32,
    /// An additional service without a price was added: staff name it on request.
    pub on_request: bool,
}

/// Prices `stay` from `rows` (the pet's hotel rows) plus `extras` (additional service rows).
pub fn estimate(stay: Stay, rows: &[Row], extras: &[Row]) -> Result<Estimate, Refusal> {
    let mut charges = Vec::new();
    for (rate, quantity) in stay.charges() {
        let row = rows
            .iter()
            .find(|row| row.rate == Some(rate))
            .ok_or(Refusal::MissingRate(rate))?;
        let unit_price = match PriceValue::parse(&row.value) {
            Some(PriceValue::Fixed(price)) => price,
            _ => return Err(Refusal::MissingRate(rate)),
        };
        charges.push(Charge {
            item_id: row.item_id.clone(),
            line_id: row.line_id,
            name: row.name.clone(),
            quantity,
            unit_price,
            amount: unit_price.saturating_mul(quantity),
        });
    }
    let base: u32 = charges.iter().map(|charge| charge.amount).sum();
    let mut on_request = false;
    let extras: Vec<Extra> = extras
        .iter()
        .map(|row| {
            let bounds = PriceValue::parse(&row.value).and_then(PriceValue::bounds);
            on_request |= bounds.is_none();
            let (min, max) = bounds.unwrap_or((0, 0));
            Extra {
                item_id: row.item_id.clone(),
                line_id: row.line_id,
                name: row.name.clone(),
                value: row.value.clone(),
                min,
                max,
            }
        })
        .collect();
    Ok(Estimate {
        pet: stay.pet,
        food: stay.food,
        days: stay.whole_days(),
        half_day: stay.has_half_day(),
        charges,
        total: base + extras.iter().map(|extra| extra.min).sum::<u32>(),
        total_max: base + extras.iter().map(|extra| extra.max).sum::<u32>(),
        extras,
        on_request,
    })
}

/// A number of days as the form sends it: whole or with a half (`12`, `12.5`, `0.5`), in half
/// days; `None` for anything else.
pub fn half_days(text: &str) -> Option<u32> {
    let text = text.trim();
    let (whole, half) = match text.split_once(['.', ',']) {
        None => (text, false),
        Some((whole, "5")) => (whole, true),
        Some((whole, "0")) => (whole, false),
        Some(_) => return None,
    };
    let digits = !whole.is_empty() && whole.len() <= 4 && whole.bytes().all(|b| b.is_ascii_digit());
    let whole: u32 = whole.parse().ok().filter(|_| digits)?;
    Some(whole * 2 + u32::from(half))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SPEC §3 seed rows.
    fn rows(pet: Pet) -> Vec<Row> {
        let row = |line_id, name: &str, value: &str, rate| Row {
            item_id: format!("{pet:?}-hotel").to_lowercase(),
            line_id,
            name: name.to_owned(),
            value: value.to_owned(),
            rate: Some(rate),
        };
        match pet {
            Pet::Dog => vec![
                row(1, "hotel's food", "750", Rate::DayHotelFood),
                row(2, "owner's food", "650", Rate::DayOwnerFood),
            ],
            Pet::Cat => vec![
                row(1, "owner's food", "400", Rate::DayOwnerFood),
                row(2, "half a day", "194", Rate::HalfDay),
                row(3, "full day", "374", Rate::FullDay),
                row(4, "from 5 days", "350", Rate::FromFiveDays),
                row(5, "from 10 days", "300", Rate::FromTenDays),
            ],
        }
    }

    fn extra(value: &str) -> Row {
        Row {
            item_id: "dog-grooming".into(),
            line_id: 1,
            name: "bath".into(),
            value: value.into(),
            rate: None,
        }
    }

    /// Pet, food, days, extras' prices, total, largest total, steps as `quantity x unit`.
    type Case = (
        Pet,
        Food,
        &'static str,
        &'static [&'static str],
        u32,
        u32,
        &'static [&'static str],
    );

    #[test]
    fn the_table_of_cases() {
        use Food::*;
        use Pet::*;
        // (pet, food, days, extras, total, total_max, steps as "quantity x unit")
        let cases: &[Case] = &[
            (Dog, Hotel, "12", &[], 9000, 9000, &["12x750"]),
            (Dog, Owner, "12", &[], 7800, 7800, &["12x650"]),
            (Dog, Hotel, "1", &[], 750, 750, &["1x750"]),
            (Dog, Hotel, "365", &[], 273_750, 273_750, &["365x750"]),
            (Cat, Hotel, "0.5", &[], 194, 194, &["1x194"]),
            (Cat, Hotel, "1", &[], 374, 374, &["1x374"]),
            (Cat, Hotel, "4", &[], 1496, 1496, &["4x374"]),
            (Cat, Hotel, "4.5", &[], 1690, 1690, &["4x374", "1x194"]),
            (Cat, Hotel, "5", &[], 1750, 1750, &["5x350"]),
            (Cat, Hotel, "9", &[], 3150, 3150, &["9x350"]),
            (Cat, Hotel, "10", &[], 3000, 3000, &["10x300"]),
            (Cat, Hotel, "12.5", &[], 3794, 3794, &["12x300", "1x194"]),
            (Cat, Owner, "3", &[], 1200, 1200, &["3x400"]),
            (Cat, Owner, "2.5", &[], 994, 994, &["2x400", "1x194"]),
            (Dog, Hotel, "2", &["50-100"], 1550, 1600, &["2x750"]),
            (Dog, Hotel, "2", &["300", ""], 1800, 1800, &["2x750"]),
        ];
        for &(pet, food, days, extras, total, total_max, steps) in cases {
            let stay = Stay::new(pet, food, half_days(days).unwrap()).unwrap();
            let extras: Vec<Row> = extras.iter().map(|value| extra(value)).collect();
            let answer = estimate(stay, &rows(pet), &extras).unwrap();
            let made: Vec<String> = answer
                .charges
                .iter()
                .map(|c| format!("{}x{}", c.quantity, c.unit_price))
                .collect();
            let case = format!("{pet:?} {food:?} {days} {extras:?}");
            assert_eq!(
                (answer.total, answer.total_max),
                (total, total_max),
                "{case}"
            );
            assert_eq!(made, steps, "{case}");
        }
    }

    #[test]
    fn stays_it_cannot_price_are_refused() {
        for (pet, days) in [
            (Pet::Dog, "0.5"),
            (Pet::Dog, "12.5"),
            (Pet::Cat, "0"),
            (Pet::Cat, "366"),
        ] {
            let half_days = half_days(days).unwrap();
            assert_eq!(
                Stay::new(pet, Food::Hotel, half_days),
                Err(Refusal::Length),
                "{pet:?} {days}"
            );
        }
        for text in ["", "abc", "1.2", "-3", "12.", ".5", "99999"] {
            assert_eq!(half_days(text), None, "{text}");
        }
    }

    #[test]
    fn an_extra_on_request_is_flagged_and_adds_nothing() {
        let stay = Stay::new(Pet::Dog, Food::Hotel, 2).unwrap();
        let answer = estimate(stay, &rows(Pet::Dog), &[extra("")]).unwrap();
        assert!(answer.on_request);
        assert_eq!(answer.total, 750);
    }

    #[test]
    fn a_row_without_a_number_cannot_be_charged() {
        let mut dog = rows(Pet::Dog);
        dog[0].value = "700-800".into();
        let stay = Stay::new(Pet::Dog, Food::Hotel, 2).unwrap();
        assert_eq!(
            estimate(stay, &dog, &[]),
            Err(Refusal::MissingRate(Rate::DayHotelFood))
        );
    }
}
