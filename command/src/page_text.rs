//! Rules for the texts and pictures staff write for the hotel's own pages (About, FAQ) and to
//! visitors (the inbox's answers): each text is required (in both languages, for a page),
//! trimmed and bounded; a picture is an upload's id.

use events::LocalizedText;

use crate::article::body::IMAGE_NOT_UPLOADED;
use crate::error::{ApiError, Reason};
use crate::state::CommandState;
use errors::ErrorCode;

pub const TEXT_REQUIRED: Reason = Reason::new(
    ErrorCode::TextRequired,
    "Fill in this text in both languages.",
);
const TEXT_TOO_LONG: Reason = Reason::new(ErrorCode::TextTooLong, "This text is too long.");
const PICTURE_REQUIRED: Reason = Reason::new(ErrorCode::PhotoRequired, "Add the picture.");

/// The request fields of one text, in each language, for the `field` of a refusal.
pub type TextFields = [&'static str; 2];

/// How a text is kept: on one line (names, headings) or with its line breaks (paragraphs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    One,
    Many,
}

/// `text` trimmed in both languages, each at most `max` characters and not empty.
pub fn required(
    text: &LocalizedText,
    fields: TextFields,
    max: usize,
    lines: Lines,
) -> Result<LocalizedText, Reason> {
    Ok(LocalizedText {
        uk: one(&text.uk, fields[0], max, lines)?,
        en: one(&text.en, fields[1], max, lines)?,
    })
}

/// One `text` trimmed, at most `max` characters and not empty (refused on `field`).
pub fn one(text: &str, field: &'static str, max: usize, lines: Lines) -> Result<String, Reason> {
    let value = match lines {
        Lines::One => text.split_whitespace().collect::<Vec<_>>().join(" "),
        Lines::Many => paragraphs(text),
    };
    if value.is_empty() {
        Err(TEXT_REQUIRED.on_field(field))
    } else if value.chars().count() > max {
        Err(TEXT_TOO_LONG.on_field(field))
    } else {
        Ok(value)
    }
}

/// Each line trimmed, more than one empty line in a row kept as one, the whole trimmed.
fn paragraphs(text: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() && out.last().is_none_or(|last| last.is_empty()) {
            continue;
        }
        out.push(line);
    }
    while out.last().is_some_and(|last| last.is_empty()) {
        out.pop();
    }
    out.join("\n")
}

/// A picture's id, trimmed; refused when empty. Whether it was uploaded here is the caller's
/// to look up.
pub fn picture(id: &str, field: &'static str) -> Result<String, Reason> {
    let id = id.trim();
    if id.is_empty() {
        Err(PICTURE_REQUIRED.on_field(field))
    } else {
        Ok(id.to_owned())
    }
}

/// Refuses the first picture that is not an image uploaded here, naming its field.
pub async fn check_uploaded<'a>(
    state: &CommandState,
    pictures: impl IntoIterator<Item = (&'static str, &'a str)>,
) -> Result<(), ApiError> {
    for (field, id) in pictures {
        if !state.image_uploaded(id).await? {
            return Err(ApiError::InvalidInput(IMAGE_NOT_UPLOADED.on_field(field)));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: TextFields = ["text.uk", "text.en"];

    #[test]
    fn texts_are_trimmed_and_paragraphs_keep_one_blank_line() {
        let text = LocalizedText::new("  Перший\n\n\n\n  другий  \n", " One   line ");
        let many = required(&text, FIELDS, 100, Lines::Many).unwrap();
        assert_eq!(many.uk, "Перший\n\nдругий");
        let one = required(&text, FIELDS, 100, Lines::One).unwrap();
        assert_eq!(one.en, "One line");
    }

    #[test]
    fn an_empty_or_long_text_names_its_language() {
        let empty = required(&LocalizedText::new("Так", " \n "), FIELDS, 10, Lines::Many);
        let reason = empty.unwrap_err();
        assert_eq!(
            (reason.code.as_str(), reason.field),
            ("textRequired", Some("text.en"))
        );
        let long = required(
            &LocalizedText::new("Я".repeat(11), "ok"),
            FIELDS,
            10,
            Lines::One,
        );
        let reason = long.unwrap_err();
        assert_eq!(
            (reason.code.as_str(), reason.field),
            ("textTooLong", Some("text.uk"))
        );
    }

    #[test]
    fn a_missing_picture_is_refused() {
        let reason = picture("  ", "photo").unwrap_err();
        assert_eq!(
            (reason.code.as_str(), reason.field),
            ("photoRequired", Some("photo"))
        );
    }
}
