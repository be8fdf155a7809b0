//! The admin answer of a moderation call, built from the review's own events (never from the
//! projector), read before the command so nothing after its commit can fail.

use cqrs_es::EventEnvelope;
use events::review::{parent_excerpt, AdminReview, ReviewEvent, ReviewRecord};
use events::EventMetadata;

use super::Review;

/// Who approved or rejected the review last, by the events' metadata (the actor is recorded
/// there, as for every event, not in the event itself).
pub(super) fn last_moderator(history: &[EventEnvelope<Review>]) -> Option<String> {
    history
        .iter()
        .rev()
        .find(|envelope| moderates(&envelope.payload))
        .map(|envelope| EventMetadata::from_map(&envelope.metadata).actor)
}

/// The events that set `moderatedBy`: a decision on the review, or the hotel's own answer.
pub(super) fn moderates(event: &ReviewEvent) -> bool {
    matches!(
        event,
        ReviewEvent::ReviewApproved { .. }
            | ReviewEvent::ReviewRejected { .. }
            | ReviewEvent::HotelAnswerPosted { .. }
    )
}

/// The review as the moderation list shows it.
pub(super) fn admin_review(
    id: &str,
    record: &ReviewRecord,
    version: u64,
    moderated_by: Option<String>,
    parent_text: Option<&str>,
) -> AdminReview {
    AdminReview {
        id: id.to_owned(),
        parent_id: record.parent_id.clone(),
        parent_text: parent_text.map(parent_excerpt),
        name: record.name.clone(),
        pet_name: record.pet_name.clone().unwrap_or_default(),
        text: record.text.clone(),
        image: record.image.clone(),
        language: record.language,
        date: record.submitted_at,
        status: record.status,
        featured: record.featured_at.is_some(),
        from_hotel: record.from_hotel,
        version,
        moderated_by,
        moderated_at: record.moderated_at,
    }
}
