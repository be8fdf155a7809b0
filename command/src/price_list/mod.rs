//! The `PriceItem` aggregate: one item of the hotel's price list (SPEC §3 "Price item"),
//! edited whole through the shared [`Record`](crate::edited_record::Record).
//!
//! Rules the SPEC leaves open, as decided here:
//! - Items are the seed's: staff edit their texts, lines and values, add and remove lines, but
//!   do not add items or move them between groups.
//! - A line keeps its id (and with it the calculator's tag) across edits; a new line gets a
//!   fresh id. A line the calculator reads cannot be removed, so an estimate always has its row.

/// The edit form's JSON body and its rules.
pub mod body;
/// The admin price routes.
pub mod routes;
/// The items the site starts with.
pub mod seed;

use events::price_list::{PriceItem, PriceItemEvent};

use crate::edited_record::{differing, EditedRecord, Record};

/// The aggregate.
pub type PriceItemRecord = Record<PriceItemEvent>;

impl EditedRecord for PriceItemEvent {
    const COMMANDS: [&'static str; 3] = ["CreatePriceItem", "EditPriceItem", "RestorePriceItem"];

    fn changed_fields(before: &PriceItem, after: &PriceItem) -> Vec<String> {
        let line_texts = |item: &PriceItem, uk: bool| -> Vec<String> {
            item.lines
                .iter()
                .map(|line| if uk { &line.name.uk } else { &line.name.en }.clone())
                .collect()
        };
        let values = |item: &PriceItem| -> Vec<(u32, String)> {
            item.lines.iter().map(|l| (l.id, l.value.clone())).collect()
        };
        let ids = |item: &PriceItem| -> Vec<u32> { item.lines.iter().map(|l| l.id).collect() };
        differing([
            ("title.uk", before.title.uk != after.title.uk),
            ("title.en", before.title.en != after.title.en),
            (
                "description.uk",
                before.description.uk != after.description.uk,
            ),
            (
                "description.en",
                before.description.en != after.description.en,
            ),
            ("discount.uk", before.discount.uk != after.discount.uk),
            ("discount.en", before.discount.en != after.discount.en),
            ("lines", ids(before) != ids(after)),
            (
                "lines.name.uk",
                line_texts(before, true) != line_texts(after, true),
            ),
            (
                "lines.name.en",
                line_texts(before, false) != line_texts(after, false),
            ),
            ("lines.value", values(before) != values(after)),
        ])
    }
}

#[cfg(test)]
mod tests;
