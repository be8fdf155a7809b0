//! The hotel's price list (SPEC §3 "Price item"): one `PriceItem` aggregate per item, grouped
//! on the page by target (dog, cat), service (hotel, additional) and category. Staff edit an
//! item whole; every event carries the whole item.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Language, LocalizedText};

/// The aggregate type under which price item events are stored.
pub const AGGREGATE_TYPE: &str = "PriceItem";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Target {
    Dog,
    Cat,
}

impl Target {
    pub fn value(self) -> &'static str {
        match self {
            Target::Dog => "dog",
            Target::Cat => "cat",
        }
    }
}

/// The services page's tabs: the hotel itself, or an additional service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Service {
    Hotel,
    Additional,
}

impl Service {
    pub fn value(self) -> &'static str {
        match self {
            Service::Hotel => "hotel",
            Service::Additional => "additional",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Hotel,
    Grooming,
    Veterinary,
    Transportation,
}

impl Category {
    pub fn value(self) -> &'static str {
        match self {
            Category::Hotel => "hotel",
            Category::Grooming => "grooming",
            Category::Veterinary => "veterinary",
            Category::Transportation => "transportation",
        }
    }
}

/// What a line's price means to the stay-cost calculator. The seed tags the hotel's rows;
/// lines staff add carry none, and staff cannot move a tag, so the calculator always reads
/// the row the price list shows under that name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Rate {
    /// A day with the hotel's food.
    DayHotelFood,
    /// A day with the owner's food.
    DayOwnerFood,
    /// Half a day, 5 hours or less (cats).
    HalfDay,
    /// A full day (cats, shorter stays).
    FullDay,
    /// A day of a stay of 5 days or more (cats).
    FromFiveDays,
    /// A day of a stay of 10 days or more (cats).
    FromTenDays,
}

/// One named price of an item (SPEC §3 `serviceCategories`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceLine {
    /// Unique within its item and never reused, so the calculator's tag follows the line.
    pub id: u32,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    /// A number (`750`), a range (`50-100`) or empty (price on request), as [`PriceValue`]
    /// writes it.
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate: Option<Rate>,
}

/// A price item as staff edit it, both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceItem {
    pub target: Target,
    pub service: Service,
    pub category: Category,
    /// Order on the page, smallest first.
    pub position: i32,
    #[schema(value_type = Object)]
    pub title: LocalizedText,
    #[schema(value_type = Object)]
    pub description: LocalizedText,
    /// Optional: empty in a language shows no label there.
    #[schema(value_type = Object)]
    pub discount: LocalizedText,
    pub lines: Vec<PriceLine>,
}

crate::record_events!(
    PriceItemEvent,
    PriceItem,
    AGGREGATE_TYPE,
    PriceItemCreated,
    PriceItemEdited,
    PriceItemRestored
);

/// A price as the list shows it: empty (on request), a number of hryvnias, or a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceValue {
    OnRequest,
    Fixed(u32),
    Range(u32, u32),
}

/// The largest price a line may name: a sanity bound, far above any day at the hotel.
pub const MAX_PRICE: u32 = 1_000_000;

impl PriceValue {
    /// `""`, `750`, `50-100` (spaces and an en dash allowed); a range must grow. `None` for
    /// anything else.
    pub fn parse(text: &str) -> Option<PriceValue> {
        let text = text.trim();
        if text.is_empty() {
            return Some(PriceValue::OnRequest);
        }
        let number = |part: &str| -> Option<u32> {
            let part = part.trim();
            let digits =
                !part.is_empty() && part.len() <= 7 && part.bytes().all(|b| b.is_ascii_digit());
            part.parse().ok().filter(|&n| digits && n <= MAX_PRICE)
        };
        match text.split_once(['-', '–']) {
            None => number(text).map(PriceValue::Fixed),
            Some((low, high)) => {
                let (low, high) = (number(low)?, number(high)?);
                (low < high).then_some(PriceValue::Range(low, high))
            }
        }
    }

    /// The smallest and the largest price it may come to; `None` on request.
    pub fn bounds(self) -> Option<(u32, u32)> {
        match self {
            PriceValue::OnRequest => None,
            PriceValue::Fixed(price) => Some((price, price)),
            PriceValue::Range(low, high) => Some((low, high)),
        }
    }
}

impl std::fmt::Display for PriceValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PriceValue::OnRequest => Ok(()),
            PriceValue::Fixed(price) => write!(f, "{price}"),
            PriceValue::Range(low, high) => write!(f, "{low}-{high}"),
        }
    }
}

/// One line in one language, as the public page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicPriceLine {
    pub id: u32,
    pub name: String,
    /// A number, a range such as `50-100`, or empty (on request).
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate: Option<Rate>,
}

/// A price item in one language (SPEC §3 "Price item").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicPriceItem {
    pub id: String,
    pub target: Target,
    pub service: Service,
    pub category: Category,
    pub title: String,
    pub description: String,
    /// `null` when the item has no discount label in this language.
    pub discount: Option<String>,
    pub service_categories: Vec<PublicPriceLine>,
}

impl PublicPriceItem {
    pub fn new(id: &str, item: &PriceItem, language: Language) -> PublicPriceItem {
        let discount = item.discount.get(language).trim();
        PublicPriceItem {
            id: id.to_owned(),
            target: item.target,
            service: item.service,
            category: item.category,
            title: item.title.get(language).to_owned(),
            description: item.description.get(language).to_owned(),
            discount: (!discount.is_empty()).then(|| discount.to_owned()),
            service_categories: item
                .lines
                .iter()
                .map(|line| PublicPriceLine {
                    id: line.id,
                    name: line.name.get(language).to_owned(),
                    value: line.value.clone(),
                    rate: line.rate,
                })
                .collect(),
        }
    }
}

/// A price item as staff see it: its id, the version an edit must name, and the item.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminPriceItemView {
    pub id: String,
    pub version: u64,
    #[serde(flatten)]
    pub item: PriceItem,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_are_numbers_ranges_or_empty() {
        assert_eq!(PriceValue::parse(" 750 "), Some(PriceValue::Fixed(750)));
        assert_eq!(
            PriceValue::parse("50-100"),
            Some(PriceValue::Range(50, 100))
        );
        assert_eq!(
            PriceValue::parse("50 – 100"),
            Some(PriceValue::Range(50, 100))
        );
        assert_eq!(PriceValue::parse(""), Some(PriceValue::OnRequest));
        for bad in [
            "100-50", "50-50", "abc", "-5", "7.5", "50-", "99999999", "1-2-3",
        ] {
            assert_eq!(PriceValue::parse(bad), None, "{bad}");
        }
        assert_eq!(PriceValue::Range(50, 100).to_string(), "50-100");
    }
}
