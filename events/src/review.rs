//! Guests' reviews and the answers to them (SPEC §2 "Feedback tab", home slider; §3 "Review";
//! §4 "Feedback"). Every submission, a review or an answer to one, is a `Review` aggregate of
//! its own, keyed by the visitor's idempotency key; an answer names the review it answers. Staff
//! approve or reject each one, answer as the hotel, and choose reviews for the home slider.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::spam::SpamSignal;
use crate::{Language, StoredEvents};

/// The aggregate type under which reviews and answers are stored.
pub const AGGREGATE_TYPE: &str = "Review";

/// The name a hotel answer is shown under; the web app draws the hotel's logo beside it.
pub const HOTEL_NAME: &str = "DogHotel";

/// Most reviews the home slider shows (SPEC §2 "Feedback slider: 4 owner reviews").
pub const SLIDER_SIZE: usize = 4;

/// What a visitor wrote, once every field passed its rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ReviewDetails {
    /// The review this answers; `None` for a review of the hotel.
    pub parent_id: Option<String>,
    pub name: String,
    pub pet_name: Option<String>,
    pub text: String,
    /// An uploaded photo's media id.
    pub image: Option<String>,
    /// The language the visitor wrote from, so staff know which site it came through.
    pub language: Language,
    /// Set when the submission was judged to come from a bot; absent in what was stored
    /// before submissions were judged, which were all taken for people's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spam: Option<SpamSignal>,
}

/// Everything that happens to a review or an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum ReviewEvent {
    /// A visitor's review or answer, waiting for moderation.
    ReviewSubmitted {
        review: ReviewDetails,
        at: DateTime<Utc>,
    },
    /// Staff answered a review as the hotel: public at once, no moderation.
    HotelAnswerPosted {
        parent_id: String,
        text: String,
        /// The answered review's language, which staff answer in.
        language: Language,
        at: DateTime<Utc>,
    },
    ReviewApproved {
        at: DateTime<Utc>,
    },
    /// Staff refused it; a featured review leaves the slider first (`ReviewUnfeatured`).
    ReviewRejected {
        at: DateTime<Utc>,
    },
    /// Chosen for the home slider.
    ReviewFeatured {
        at: DateTime<Utc>,
    },
    ReviewUnfeatured {
        at: DateTime<Utc>,
    },
}

impl DomainEvent for ReviewEvent {
    fn event_type(&self) -> String {
        match self {
            ReviewEvent::ReviewSubmitted { .. } => "ReviewSubmitted",
            ReviewEvent::HotelAnswerPosted { .. } => "HotelAnswerPosted",
            ReviewEvent::ReviewApproved { .. } => "ReviewApproved",
            ReviewEvent::ReviewRejected { .. } => "ReviewRejected",
            ReviewEvent::ReviewFeatured { .. } => "ReviewFeatured",
            ReviewEvent::ReviewUnfeatured { .. } => "ReviewUnfeatured",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for ReviewEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// Where a review stands in moderation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ReviewStatus {
    #[default]
    Pending,
    Approved,
    Rejected,
}

impl ReviewStatus {
    /// The value the API and the read tables carry.
    pub fn as_str(self) -> &'static str {
        match self {
            ReviewStatus::Pending => "PENDING",
            ReviewStatus::Approved => "APPROVED",
            ReviewStatus::Rejected => "REJECTED",
        }
    }

    pub fn parse(value: &str) -> Option<ReviewStatus> {
        [
            ReviewStatus::Pending,
            ReviewStatus::Approved,
            ReviewStatus::Rejected,
        ]
        .into_iter()
        .find(|status| status.as_str() == value)
    }
}

/// A review as its events leave it. The aggregate and the admin answer fold events with
/// [`ReviewRecord::fold`], so they cannot disagree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ReviewRecord {
    pub parent_id: Option<String>,
    pub name: String,
    pub pet_name: Option<String>,
    pub text: String,
    pub image: Option<String>,
    pub language: Language,
    pub from_hotel: bool,
    pub submitted_at: DateTime<Utc>,
    pub status: ReviewStatus,
    /// When it was last chosen for the slider; `None` when it is not on it.
    pub featured_at: Option<DateTime<Utc>>,
    /// When it was last approved or rejected.
    pub moderated_at: Option<DateTime<Utc>>,
}

impl ReviewRecord {
    /// The record after `event`; `None` until the review was submitted or posted.
    pub fn fold(record: Option<ReviewRecord>, event: &ReviewEvent) -> Option<ReviewRecord> {
        match event {
            ReviewEvent::ReviewSubmitted { review, at } => Some(ReviewRecord {
                parent_id: review.parent_id.clone(),
                name: review.name.clone(),
                pet_name: review.pet_name.clone(),
                text: review.text.clone(),
                image: review.image.clone(),
                language: review.language,
                from_hotel: false,
                submitted_at: *at,
                status: ReviewStatus::Pending,
                featured_at: None,
                moderated_at: None,
            }),
            ReviewEvent::HotelAnswerPosted {
                parent_id,
                text,
                language,
                at,
            } => Some(ReviewRecord {
                parent_id: Some(parent_id.clone()),
                name: HOTEL_NAME.to_owned(),
                pet_name: None,
                text: text.clone(),
                image: None,
                language: *language,
                from_hotel: true,
                submitted_at: *at,
                status: ReviewStatus::Approved,
                featured_at: None,
                moderated_at: Some(*at),
            }),
            moderation => record.map(|mut record| {
                match moderation {
                    ReviewEvent::ReviewApproved { at } => {
                        record.status = ReviewStatus::Approved;
                        record.moderated_at = Some(*at);
                    }
                    ReviewEvent::ReviewRejected { at } => {
                        record.status = ReviewStatus::Rejected;
                        record.moderated_at = Some(*at);
                    }
                    ReviewEvent::ReviewFeatured { at } => record.featured_at = Some(*at),
                    ReviewEvent::ReviewUnfeatured { .. } => record.featured_at = None,
                    ReviewEvent::ReviewSubmitted { .. } | ReviewEvent::HotelAnswerPosted { .. } => {
                    }
                }
                record
            }),
        }
    }

    /// A review of the hotel rather than an answer to one: only these are listed and featured.
    pub fn is_top_level(&self) -> bool {
        self.parent_id.is_none()
    }
}

/// A review as visitors see it (SPEC §3 "Review").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicReview {
    pub id: String,
    pub name: String,
    /// Empty when the visitor named no pet.
    pub pet_name: String,
    pub text: String,
    /// When it was submitted, ISO 8601.
    pub date: DateTime<Utc>,
    /// A media id; the web app builds the URLs of its variants.
    pub image: Option<String>,
    /// Written by staff as the hotel.
    pub from_hotel: bool,
    /// Approved answers, oldest first; an answer's own list is empty.
    #[schema(no_recursion)]
    pub answers: Vec<PublicReview>,
}

/// A review or an answer as staff moderate it: what every admin review call answers, built by
/// the command side from the events and by the read side from `admin_reviews`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminReview {
    pub id: String,
    /// The review answered; `null` for a review of the hotel.
    pub parent_id: Option<String>,
    /// The first 200 characters of the review answered.
    pub parent_text: Option<String>,
    pub name: String,
    /// Empty when the visitor named no pet.
    pub pet_name: String,
    pub text: String,
    pub image: Option<String>,
    #[schema(value_type = String, example = "uk")]
    pub language: Language,
    pub date: DateTime<Utc>,
    pub status: ReviewStatus,
    /// On the home slider.
    pub featured: bool,
    pub from_hotel: bool,
    /// What a moderation call names, to be refused (409) when it changed since.
    pub version: u64,
    /// The login of who approved or rejected it last.
    pub moderated_by: Option<String>,
    pub moderated_at: Option<DateTime<Utc>>,
}

/// How much of the answered review the moderation list shows beside an answer.
pub const PARENT_TEXT_CHARS: usize = 200;

/// The beginning of `text` the moderation list shows beside an answer to it.
pub fn parent_excerpt(text: &str) -> String {
    text.chars().take(PARENT_TEXT_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(hour: u32) -> DateTime<Utc> {
        format!("2026-11-24T{hour:02}:00:00Z").parse().unwrap()
    }

    #[test]
    fn a_rejected_featured_review_is_off_the_slider_and_can_be_approved_again() {
        let submitted = ReviewEvent::ReviewSubmitted {
            review: ReviewDetails {
                parent_id: None,
                name: "Олена".into(),
                pet_name: Some("Бім".into()),
                text: "Дякуємо!".into(),
                image: None,
                language: Language::Uk,
                spam: None,
            },
            at: at(8),
        };
        let events = [
            submitted,
            ReviewEvent::ReviewApproved { at: at(9) },
            ReviewEvent::ReviewFeatured { at: at(10) },
            ReviewEvent::ReviewUnfeatured { at: at(11) },
            ReviewEvent::ReviewRejected { at: at(11) },
        ];
        let record = events.iter().fold(None, ReviewRecord::fold).unwrap();
        assert_eq!(record.status, ReviewStatus::Rejected);
        assert_eq!(record.featured_at, None);
        assert_eq!(record.moderated_at, Some(at(11)));
        let again = ReviewRecord::fold(Some(record), &ReviewEvent::ReviewApproved { at: at(12) });
        assert_eq!(again.unwrap().status, ReviewStatus::Approved);
    }

    #[test]
    fn statuses_read_as_the_api_writes_them() {
        assert_eq!(
            ReviewStatus::parse("APPROVED"),
            Some(ReviewStatus::Approved)
        );
        assert_eq!(ReviewStatus::parse("approved"), None);
        let json = serde_json::to_string(&ReviewStatus::Pending).unwrap();
        assert_eq!(json, "\"PENDING\"");
    }
}
