//! What review calls carry. Visitors send the review form (SPEC §2 "Feedback tab"): a name,
//! the pet's name (may be empty), the text and an optional photo, sent as `multipart/form-data`
//! because of the photo, with `website` as every public form's honeypot; reviews and answers
//! to them send the same form. Staff send the version a moderation call was loaded at, and
//! the hotel's answer.

use axum::extract::multipart::{Field, MultipartError, MultipartRejection};
use axum::extract::Multipart;
use events::review::ReviewDetails;
use events::spam::SpamSignal;
use events::Language;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::{ApiError, Reason, INVALID_REQUEST};
use crate::upload;
use crate::validation::{ContactName, ReviewText};

/// The form's photo field.
pub const PHOTO: &str = "photo";

/// The form as it arrived, before its rules.
#[derive(Debug, Default)]
pub struct ReviewForm {
    pub name: String,
    pub pet_name: String,
    pub text: String,
    pub website: String,
    /// How long the form was on the screen before it was sent (`shownForMs`, milliseconds).
    pub shown_for_ms: Option<u64>,
    /// The photo's bytes; a file field left empty counts as none.
    pub photo: Option<axum::body::Bytes>,
}

/// The form's fields once they passed their rules; the photo still to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewFields {
    pub name: String,
    pub pet_name: Option<String>,
    pub text: String,
}

impl ReviewForm {
    /// Reads every field of the form. A body that is not a form is `invalidRequest`; one over
    /// the upload limit 413.
    pub async fn read(
        multipart: Result<Multipart, MultipartRejection>,
    ) -> Result<ReviewForm, ApiError> {
        let mut multipart = multipart.map_err(|rejection| {
            tracing::debug!("refused review form: {rejection}");
            ApiError::InvalidInput(INVALID_REQUEST)
        })?;
        let mut form = ReviewForm::default();
        while let Some(field) = multipart.next_field().await.map_err(malformed)? {
            match field.name() {
                Some("name") => form.name = text(field, "name").await?,
                Some("petName") => form.pet_name = text(field, "petName").await?,
                Some("text") => form.text = text(field, "text").await?,
                Some("website") => form.website = text(field, "website").await?,
                // A time that is not a number is as good as none: the honeypot still judges.
                Some("shownForMs") => {
                    form.shown_for_ms = text(field, "shownForMs").await?.trim().parse().ok()
                }
                Some(PHOTO) => {
                    let bytes = upload::read_photo(field, PHOTO).await?;
                    form.photo = (!bytes.is_empty()).then_some(bytes);
                }
                // Unknown fields are read past, as the upload form does.
                _ => {}
            }
        }
        Ok(form)
    }

    /// The name by the contact form's rule, the pet's name by the same rule when given, and
    /// the text by the review rule; each refusal names its field.
    pub fn parse(&self) -> Result<ReviewFields, ApiError> {
        let invalid = |field: &'static str| {
            move |reason: crate::error::Reason| ApiError::InvalidInput(reason.on_field(field))
        };
        let name = ContactName::parse(&self.name).map_err(invalid("name"))?;
        let pet_name = if self.pet_name.trim().is_empty() {
            None
        } else {
            Some(
                ContactName::parse(&self.pet_name)
                    .map_err(invalid("petName"))?
                    .into_inner(),
            )
        };
        let text = ReviewText::parse(&self.text).map_err(invalid("text"))?;
        Ok(ReviewFields {
            name: name.into_inner(),
            pet_name,
            text,
        })
    }
}

impl ReviewFields {
    /// The review as stored: an answer to `parent_id` or a review of the hotel, with the
    /// photo's media id, written from a page in `language`.
    pub fn into_details(
        self,
        parent_id: Option<String>,
        image: Option<String>,
        language: Language,
        spam: Option<SpamSignal>,
    ) -> ReviewDetails {
        ReviewDetails {
            parent_id,
            name: self.name,
            pet_name: self.pet_name,
            text: self.text,
            image,
            language: language.texts(),
            spam,
        }
    }
}

/// A text field; one that is not UTF-8 is `invalidRequest` on it.
async fn text(field: Field<'_>, name: &'static str) -> Result<String, ApiError> {
    field.text().await.map_err(|error| match malformed(error) {
        ApiError::InvalidInput(_) => ApiError::InvalidInput(INVALID_REQUEST.on_field(name)),
        other => other,
    })
}

/// A body over the limit is 413; any other broken form `invalidRequest`.
fn malformed(error: MultipartError) -> ApiError {
    if error.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        tracing::debug!("refused review form: {error}");
        ApiError::InvalidInput(INVALID_REQUEST)
    }
}

/// Approve, reject, feature and unfeature name the review's `version` from the list.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ModerationBody {
    pub version: u64,
}

/// The hotel's answer to a review.
#[derive(Debug, Deserialize, ToSchema)]
pub struct HotelAnswerBody {
    #[schema(example = "Дякуємо! Чекаємо Бима знову.")]
    pub text: String,
}

impl HotelAnswerBody {
    /// The text by the visitors' review rule, end trimmed (`theReviewMustBe` on `text`).
    pub fn parse(&self) -> Result<String, Reason> {
        ReviewText::parse(&self.text).map_err(|invalid| invalid.on_field("text"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> ReviewForm {
        ReviewForm {
            name: "Олена ".into(),
            pet_name: String::new(),
            text: "Дякуємо за Бима!\n\nУсе було чудово. ".into(),
            ..ReviewForm::default()
        }
    }

    fn refusal(form: &ReviewForm) -> Option<(&'static str, Option<&'static str>)> {
        match form.parse() {
            Ok(_) => None,
            Err(ApiError::InvalidInput(reason)) => Some((reason.code.as_str(), reason.field)),
            Err(other) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn a_review_is_kept_trimmed_and_an_empty_pet_name_is_none() {
        let fields = form().parse().expect("valid");
        assert_eq!(fields.name, "Олена");
        assert_eq!(fields.pet_name, None);
        assert_eq!(fields.text, "Дякуємо за Бима!\n\nУсе було чудово.");
    }

    #[test]
    fn every_field_has_its_rule() {
        type Change = fn(&mut ReviewForm);
        let cases: [(Change, &str, &str); 5] = [
            (|f| f.name = String::new(), "fieldNameNotEmpty", "name"),
            (|f| f.name = "Анна--Марія".into(), "IncorrectName", "name"),
            (|f| f.pet_name = "Б".into(), "theNameMustBe", "petName"),
            (|f| f.pet_name = "Бім7".into(), "IncorrectName", "petName"),
            (|f| f.text = "<b>!</b>".into(), "theReviewMustBe", "text"),
        ];
        for (change, code, field) in cases {
            let mut form = form();
            change(&mut form);
            assert_eq!(
                refusal(&form),
                Some((code, Some(field))),
                "{code} on {field}"
            );
        }
    }
}
