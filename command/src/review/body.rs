//! What staff send: the version a moderation call was loaded at, and the hotel's answer.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::Reason;
use crate::validation::ReviewText;

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
