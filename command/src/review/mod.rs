//! The `Review` aggregate: one guest's review of the hotel, or one answer to a review (SPEC §3
//! "Review"), and staff's moderation of it.
//!
//! Rules the SPEC leaves open, as decided here:
//! - Every visitor submission waits for staff (PENDING); only approved ones are public. Staff
//!   may change their mind: an approved review can be rejected and a rejected one approved.
//!   Approving an approved review (or rejecting a rejected one) records nothing.
//! - Staff answer as the hotel with a review of its own, approved when posted.
//! - Only an approved review of the hotel (not an answer) can be on the home slider (422
//!   otherwise); rejecting a featured review takes it off the slider in the same command.
//! - Moderation names the version it was loaded at (409 `conflict` when stale).

/// What the calls carry: the visitor's form with its rules and photo, and staff's JSON bodies.
pub mod body;
/// The admin review calls and the visitors' submissions.
/// Staff's moderation and the hotel's answers.
pub mod moderation_routes;
pub mod routes;
/// The reviews `doghotel seed-demo` writes.
pub mod seed;
/// The admin answer, built from the events.
mod view;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::review::{ReviewDetails, ReviewEvent, ReviewRecord, ReviewStatus, AGGREGATE_TYPE};
use events::Language;
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT};
use crate::executor::Runnable;
use errors::ErrorCode;

const NOT_FEATURABLE: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "Only an approved review of the hotel, not an answer, can be shown on the home page.",
);
const SLIDER_FULL: Reason = Reason::new(
    ErrorCode::TooManyItems,
    "The home page already shows 4 reviews; take one off first.",
);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// `None` until submitted.
    record: Option<ReviewRecord>,
    /// The number of events applied: the version moderation names (CQRS-NOTES trap 5).
    version: u64,
}

pub enum ReviewCommand {
    /// Stores a visitor's review or answer whose fields already passed their rules.
    Submit {
        review: ReviewDetails,
        at: DateTime<Utc>,
    },
    /// Staff answer `parent_id` as the hotel; the parent was checked to be a review.
    PostHotelAnswer {
        parent_id: String,
        text: String,
        language: Language,
        at: DateTime<Utc>,
    },
    Approve {
        expected_version: u64,
        at: DateTime<Utc>,
    },
    Reject {
        expected_version: u64,
        at: DateTime<Utc>,
    },
    Feature {
        expected_version: u64,
        at: DateTime<Utc>,
    },
    Unfeature {
        expected_version: u64,
        at: DateTime<Utc>,
    },
}

impl CommandName for ReviewCommand {
    fn name(&self) -> &'static str {
        match self {
            ReviewCommand::Submit { .. } => "SubmitReview",
            ReviewCommand::PostHotelAnswer { .. } => "PostHotelAnswer",
            ReviewCommand::Approve { .. } => "ApproveReview",
            ReviewCommand::Reject { .. } => "RejectReview",
            ReviewCommand::Feature { .. } => "FeatureReview",
            ReviewCommand::Unfeature { .. } => "UnfeatureReview",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    #[error("a review with this id exists already")]
    AlreadySubmitted,
    #[error("no such review")]
    NoSuchReview,
    #[error("the review changed since version {expected}; it is at version {actual}")]
    StaleVersion { expected: u64, actual: u64 },
    #[error("only an approved review of the hotel can be featured")]
    NotFeaturable,
}

impl From<ReviewError> for ApiError {
    fn from(error: ReviewError) -> ApiError {
        match error {
            // Ids are idempotency keys or fresh; meeting one twice is a retry or a lost race,
            // which `submission::receive` answers as the first.
            ReviewError::AlreadySubmitted | ReviewError::StaleVersion { .. } => {
                ApiError::Conflict(CONFLICT)
            }
            ReviewError::NoSuchReview => ApiError::NotFound,
            ReviewError::NotFeaturable => ApiError::RuleBroken(NOT_FEATURABLE),
        }
    }
}

impl Review {
    pub fn record(&self) -> Option<&ReviewRecord> {
        self.record.as_ref()
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    /// Whether visitors may answer it: an approved review of the hotel.
    pub fn takes_answers(&self) -> bool {
        self.record
            .as_ref()
            .is_some_and(|r| r.is_top_level() && r.status == ReviewStatus::Approved)
    }

    /// The record, for a command that needs an existing review at `expected` version.
    fn at_version(&self, expected: u64) -> Result<&ReviewRecord, ReviewError> {
        let record = self.record.as_ref().ok_or(ReviewError::NoSuchReview)?;
        if expected == self.version {
            Ok(record)
        } else {
            Err(ReviewError::StaleVersion {
                expected,
                actual: self.version,
            })
        }
    }
}

impl Runnable for Review {}

impl Aggregate for Review {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = ReviewCommand;
    type Event = ReviewEvent;
    type Error = ReviewError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ReviewCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ReviewError> {
        let mut events = Vec::new();
        match command {
            ReviewCommand::Submit { review, at } => {
                if self.record.is_some() {
                    return Err(ReviewError::AlreadySubmitted);
                }
                events.push(ReviewEvent::ReviewSubmitted { review, at });
            }
            ReviewCommand::PostHotelAnswer {
                parent_id,
                text,
                language,
                at,
            } => {
                if self.record.is_some() {
                    return Err(ReviewError::AlreadySubmitted);
                }
                events.push(ReviewEvent::HotelAnswerPosted {
                    parent_id,
                    text,
                    language,
                    at,
                });
            }
            ReviewCommand::Approve {
                expected_version,
                at,
            } => {
                if self.at_version(expected_version)?.status != ReviewStatus::Approved {
                    events.push(ReviewEvent::ReviewApproved { at });
                }
            }
            ReviewCommand::Reject {
                expected_version,
                at,
            } => {
                let record = self.at_version(expected_version)?;
                if record.featured_at.is_some() {
                    events.push(ReviewEvent::ReviewUnfeatured { at });
                }
                if record.status != ReviewStatus::Rejected {
                    events.push(ReviewEvent::ReviewRejected { at });
                }
            }
            ReviewCommand::Feature {
                expected_version,
                at,
            } => {
                let record = self.at_version(expected_version)?;
                if !record.is_top_level() || record.status != ReviewStatus::Approved {
                    return Err(ReviewError::NotFeaturable);
                }
                if record.featured_at.is_none() {
                    events.push(ReviewEvent::ReviewFeatured { at });
                }
            }
            ReviewCommand::Unfeature {
                expected_version,
                at,
            } => {
                if self.at_version(expected_version)?.featured_at.is_some() {
                    events.push(ReviewEvent::ReviewUnfeatured { at });
                }
            }
        }
        for event in events {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: ReviewEvent) {
        self.version += 1;
        self.record = ReviewRecord::fold(self.record.take(), &event);
    }
}

#[cfg(test)]
mod tests;
