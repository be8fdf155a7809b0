//! The price item edit form: its JSON body and the rules that turn it into an item.

use errors::ErrorCode;
use events::price_list::{PriceItem, PriceLine, PriceValue};
use events::LocalizedText;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::{ApiError, Reason};

/// At most this many lines per item: the longest seed list has six.
pub const MAX_LINES: usize = 20;
/// Title and discount label, per language.
pub const MAX_TITLE: usize = 80;
/// A line's name, per language.
pub const MAX_LINE_NAME: usize = 120;
/// The description under the lines, per language.
pub const MAX_DESCRIPTION: usize = 1000;

const fn required(field: &'static str) -> Reason {
    Reason::new(
        ErrorCode::ContentTextRequired,
        "Fill in this text in both languages.",
    )
    .on_field(field)
}

const fn too_long(field: &'static str) -> Reason {
    Reason::new(ErrorCode::TextTooLong, "This text is too long.").on_field(field)
}

pub const INVALID_PRICE_VALUE: Reason = Reason::new(
    ErrorCode::InvalidPriceValue,
    "A price is a number, a range such as 50-100, or empty.",
)
.on_field("lines.value");
pub const TOO_MANY_LINES: Reason = Reason::new(
    ErrorCode::TooManyPriceLines,
    "An item has between 1 and 20 lines.",
)
.on_field("lines");
pub const RATED_LINE_REQUIRED: Reason = Reason::new(
    ErrorCode::RatedLineRequired,
    "This line is what the stay-cost calculator reads; change its price instead of removing it.",
)
.on_field("lines");

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceItemBody {
    /// The version the form was loaded at.
    pub version: u64,
    #[schema(value_type = Object)]
    pub title: LocalizedText,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub description: LocalizedText,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub discount: LocalizedText,
    pub lines: Vec<LineBody>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LineBody {
    /// The line's id as loaded; absent for a line the form added.
    #[serde(default)]
    pub id: Option<u32>,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    /// A number, a range such as `50-100`, or empty.
    #[serde(default)]
    pub value: String,
}

/// Both languages trimmed, each required (when `required` names the fields) and at most `max`
/// characters long.
fn text(
    value: &LocalizedText,
    max: usize,
    fields: (&'static str, &'static str),
    required_too: bool,
) -> Result<LocalizedText, Reason> {
    let trimmed = LocalizedText::new(value.uk.trim(), value.en.trim());
    for (text, field) in [(&trimmed.uk, fields.0), (&trimmed.en, fields.1)] {
        if required_too && text.is_empty() {
            return Err(required(field));
        }
        if text.chars().count() > max {
            return Err(too_long(field));
        }
    }
    Ok(trimmed)
}

/// The item the form makes of `current`: its group and place stay, texts and lines are the
/// form's. Loaded lines keep their id and tag; new ones get fresh ids.
pub fn edited_item(current: &PriceItem, body: &PriceItemBody) -> Result<PriceItem, ApiError> {
    let title = text(&body.title, MAX_TITLE, ("title.uk", "title.en"), true)?;
    let description = text(
        &body.description,
        MAX_DESCRIPTION,
        ("description.uk", "description.en"),
        false,
    )?;
    let discount = text(
        &body.discount,
        MAX_TITLE,
        ("discount.uk", "discount.en"),
        false,
    )?;
    if body.lines.is_empty() || body.lines.len() > MAX_LINES {
        return Err(TOO_MANY_LINES.into());
    }
    let mut next_id = current.lines.iter().map(|line| line.id).max().unwrap_or(0) + 1;
    let mut lines: Vec<PriceLine> = Vec::with_capacity(body.lines.len());
    for line in &body.lines {
        let name = text(
            &line.name,
            MAX_LINE_NAME,
            ("lines.name.uk", "lines.name.en"),
            true,
        )?;
        let value = PriceValue::parse(&line.value).ok_or(INVALID_PRICE_VALUE)?;
        let loaded = line
            .id
            .and_then(|id| current.lines.iter().find(|known| known.id == id))
            .filter(|known| lines.iter().all(|taken| taken.id != known.id));
        let (id, rate) = match loaded {
            Some(known) => (known.id, known.rate),
            None => {
                next_id += 1;
                (next_id - 1, None)
            }
        };
        lines.push(PriceLine {
            id,
            name,
            value: value.to_string(),
            rate,
        });
    }
    let keeps_rated = current
        .lines
        .iter()
        .filter(|line| line.rate.is_some())
        .all(|rated| lines.iter().any(|line| line.id == rated.id));
    if !keeps_rated {
        return Err(ApiError::RuleBroken(RATED_LINE_REQUIRED));
    }
    Ok(PriceItem {
        title,
        description,
        discount,
        lines,
        ..current.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::price_list::tests::dog_hotel;

    fn body(lines: Vec<LineBody>) -> PriceItemBody {
        PriceItemBody {
            version: 1,
            title: LocalizedText::new(" Готель ", "Hotel"),
            description: LocalizedText::default(),
            discount: LocalizedText::new("", "-24 UAH"),
            lines,
        }
    }

    fn line(id: Option<u32>, value: &str) -> LineBody {
        LineBody {
            id,
            name: LocalizedText::new("День", "Day"),
            value: value.to_owned(),
        }
    }

    #[test]
    fn loaded_lines_keep_their_tag_and_new_ones_get_fresh_ids() {
        let item = edited_item(
            &dog_hotel("750"),
            &body(vec![
                line(Some(1), " 800 "),
                line(None, "50 - 100"),
                line(Some(9), ""),
            ]),
        )
        .unwrap();
        assert_eq!(item.title.uk, "Готель");
        let lines: Vec<_> = item
            .lines
            .iter()
            .map(|l| (l.id, l.value.as_str(), l.rate.is_some()))
            .collect();
        assert_eq!(
            lines,
            vec![(1, "800", true), (2, "50-100", false), (3, "", false)]
        );
    }

    #[test]
    fn bad_forms_are_refused_with_their_keys() {
        let code = |body: PriceItemBody| edited_item(&dog_hotel("750"), &body).unwrap_err().code();
        assert_eq!(code(body(vec![line(Some(1), "12a")])), "invalidPriceValue");
        assert_eq!(code(body(vec![])), "tooManyPriceLines");
        assert_eq!(code(body(vec![line(None, "800")])), "ratedLineRequired");
        let mut untitled = body(vec![line(Some(1), "800")]);
        untitled.title.en = "  ".into();
        assert_eq!(code(untitled), "contentTextRequired");
        let mut long = body(vec![line(Some(1), "800")]);
        long.discount.uk = "x".repeat(81);
        assert_eq!(code(long), "textTooLong");
    }
}
