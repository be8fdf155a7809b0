use cqrs_es::test::TestFramework;

use super::*;

fn at() -> DateTime<Utc> {
    "2026-11-25T10:00:00Z".parse().expect("a time")
}

fn subjects() -> Vec<ErasedAggregate> {
    vec![
        ErasedAggregate::new("ContactMessage", "0193"),
        ErasedAggregate::new("InboxItem", "message-0193"),
    ]
}

fn erase(reason: ErasureReason) -> ErasureCommand {
    ErasureCommand::Erase {
        subjects: subjects(),
        reason,
        at: at(),
    }
}

#[test]
fn a_visitor_is_erased_with_everything_named() {
    TestFramework::<Erasure>::with(())
        .given_no_previous_events()
        .when(erase(ErasureReason::Requested))
        .then_expect_events(vec![ErasureEvent::VisitorErased {
            subjects: subjects(),
            reason: ErasureReason::Requested,
            at: at(),
        }]);
}

#[test]
fn asking_again_erases_nothing_more() {
    TestFramework::<Erasure>::with(())
        .given(vec![ErasureEvent::VisitorErased {
            subjects: subjects(),
            reason: ErasureReason::Requested,
            at: at(),
        }])
        .when(erase(ErasureReason::Expired))
        .then_expect_events(vec![]);
}

#[test]
fn nothing_to_erase_records_nothing() {
    TestFramework::<Erasure>::with(())
        .given_no_previous_events()
        .when(ErasureCommand::Erase {
            subjects: Vec::new(),
            reason: ErasureReason::Expired,
            at: at(),
        })
        .then_expect_events(vec![]);
}
