use cqrs_es::test::TestFramework;
use events::review::{ReviewDetails, ReviewEvent};
use events::Language;

use super::*;

fn at(hour: u32) -> DateTime<Utc> {
    format!("2026-11-24T{hour:02}:00:00Z").parse().unwrap()
}

fn details(parent_id: Option<&str>) -> ReviewDetails {
    ReviewDetails {
        parent_id: parent_id.map(str::to_owned),
        name: "Олена".into(),
        pet_name: Some("Бім".into()),
        text: "Бім повернувся щасливий, дякуємо!".into(),
        image: None,
        language: Language::Uk,
        spam: None,
    }
}

fn submitted() -> ReviewEvent {
    ReviewEvent::ReviewSubmitted {
        review: details(None),
        at: at(8),
    }
}

fn approved() -> ReviewEvent {
    ReviewEvent::ReviewApproved { at: at(9) }
}

fn featured() -> ReviewEvent {
    ReviewEvent::ReviewFeatured { at: at(10) }
}

fn given(events: Vec<ReviewEvent>) -> cqrs_es::test::AggregateTestExecutor<Review> {
    TestFramework::<Review>::with(()).given(events)
}

#[test]
fn a_submitted_review_waits_for_staff() {
    TestFramework::<Review>::with(())
        .given_no_previous_events()
        .when(ReviewCommand::Submit {
            review: details(None),
            at: at(8),
        })
        .then_expect_events(vec![submitted()]);
}

#[test]
fn the_same_id_cannot_be_submitted_twice() {
    given(vec![submitted()])
        .when(ReviewCommand::Submit {
            review: details(None),
            at: at(8),
        })
        .then_expect_error(ReviewError::AlreadySubmitted);
}

#[test]
fn staff_approve_at_the_version_they_loaded() {
    given(vec![submitted()])
        .when(ReviewCommand::Approve {
            expected_version: 1,
            at: at(9),
        })
        .then_expect_events(vec![approved()]);
}

#[test]
fn a_stale_version_is_refused() {
    given(vec![submitted(), approved()])
        .when(ReviewCommand::Reject {
            expected_version: 1,
            at: at(10),
        })
        .then_expect_error(ReviewError::StaleVersion {
            expected: 1,
            actual: 2,
        });
}

#[test]
fn approving_an_approved_review_records_nothing() {
    given(vec![submitted(), approved()])
        .when(ReviewCommand::Approve {
            expected_version: 2,
            at: at(10),
        })
        .then_expect_events(vec![]);
}

#[test]
fn staff_may_approve_a_rejected_review_after_all() {
    given(vec![submitted(), ReviewEvent::ReviewRejected { at: at(9) }])
        .when(ReviewCommand::Approve {
            expected_version: 2,
            at: at(10),
        })
        .then_expect_events(vec![ReviewEvent::ReviewApproved { at: at(10) }]);
}

#[test]
fn moderating_an_unknown_review_is_not_found() {
    TestFramework::<Review>::with(())
        .given_no_previous_events()
        .when(ReviewCommand::Approve {
            expected_version: 0,
            at: at(9),
        })
        .then_expect_error(ReviewError::NoSuchReview);
}

#[test]
fn only_an_approved_review_can_be_featured() {
    given(vec![submitted()])
        .when(ReviewCommand::Feature {
            expected_version: 1,
            at: at(10),
        })
        .then_expect_error(ReviewError::NotFeaturable);
    given(vec![submitted(), approved()])
        .when(ReviewCommand::Feature {
            expected_version: 2,
            at: at(10),
        })
        .then_expect_events(vec![featured()]);
}

#[test]
fn an_answer_cannot_be_featured() {
    let answer = ReviewEvent::ReviewSubmitted {
        review: details(Some("0193-review")),
        at: at(8),
    };
    given(vec![answer, approved()])
        .when(ReviewCommand::Feature {
            expected_version: 2,
            at: at(10),
        })
        .then_expect_error(ReviewError::NotFeaturable);
}

#[test]
fn rejecting_a_featured_review_takes_it_off_the_slider() {
    given(vec![submitted(), approved(), featured()])
        .when(ReviewCommand::Reject {
            expected_version: 3,
            at: at(11),
        })
        .then_expect_events(vec![
            ReviewEvent::ReviewUnfeatured { at: at(11) },
            ReviewEvent::ReviewRejected { at: at(11) },
        ]);
}

#[test]
fn unfeaturing_takes_it_off_once() {
    given(vec![submitted(), approved(), featured()])
        .when(ReviewCommand::Unfeature {
            expected_version: 3,
            at: at(11),
        })
        .then_expect_events(vec![ReviewEvent::ReviewUnfeatured { at: at(11) }]);
    given(vec![submitted(), approved()])
        .when(ReviewCommand::Unfeature {
            expected_version: 2,
            at: at(11),
        })
        .then_expect_events(vec![]);
}

#[test]
fn a_hotel_answer_is_posted_approved() {
    let command = ReviewCommand::PostHotelAnswer {
        parent_id: "0193-review".into(),
        text: "Дякуємо, чекаємо знову!".into(),
        language: Language::Uk,
        at: at(12),
    };
    let posted = ReviewEvent::HotelAnswerPosted {
        parent_id: "0193-review".into(),
        text: "Дякуємо, чекаємо знову!".into(),
        language: Language::Uk,
        at: at(12),
    };
    TestFramework::<Review>::with(())
        .given_no_previous_events()
        .when(command)
        .then_expect_events(vec![posted.clone()]);
    let record = ReviewRecord::fold(None, &posted).unwrap();
    assert_eq!(record.status, ReviewStatus::Approved);
    assert!(record.from_hotel);
}
