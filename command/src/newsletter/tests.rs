use cqrs_es::test::TestFramework;

use super::*;

fn at(time: &str) -> DateTime<Utc> {
    format!("2026-11-25T{time}:00Z").parse().unwrap()
}

fn requested(time: &str) -> SubscriptionEvent {
    SubscriptionEvent::SubscriptionRequested {
        email: "olena@ukr.net".into(),
        language: Language::Uk,
        at: at(time),
    }
}

fn subscribe(time: &str) -> SubscriptionCommand {
    SubscriptionCommand::Subscribe {
        email: "olena@ukr.net".into(),
        language: Language::Uk,
        at: at(time),
    }
}

fn given(events: Vec<SubscriptionEvent>) -> cqrs_es::test::AggregateTestExecutor<Subscription> {
    TestFramework::<Subscription>::with(()).given(events)
}

#[test]
fn a_new_address_waits_for_its_confirmation() {
    given(vec![])
        .when(subscribe("10:00"))
        .then_expect_events(vec![requested("10:00")]);
    given(vec![requested("10:00")])
        .when(SubscriptionCommand::Confirm { at: at("10:05") })
        .then_expect_events(vec![SubscriptionEvent::SubscriptionConfirmed {
            at: at("10:05"),
        }]);
}

#[test]
fn subscribing_again_mails_a_waiting_address_again_but_not_at_once() {
    given(vec![requested("10:00")])
        .when(subscribe("10:05"))
        .then_expect_events(vec![]);
    given(vec![requested("10:00")])
        .when(subscribe("10:10"))
        .then_expect_events(vec![requested("10:10")]);
}

#[test]
fn subscribing_a_confirmed_address_changes_nothing() {
    given(vec![
        requested("10:00"),
        SubscriptionEvent::SubscriptionConfirmed { at: at("10:01") },
    ])
    .when(subscribe("11:00"))
    .then_expect_events(vec![]);
}

#[test]
fn a_confirmation_link_is_good_once_and_only_while_waiting() {
    let confirmed = vec![
        requested("10:00"),
        SubscriptionEvent::SubscriptionConfirmed { at: at("10:01") },
    ];
    given(confirmed)
        .when(SubscriptionCommand::Confirm { at: at("10:02") })
        .then_expect_events(vec![]);
    given(vec![])
        .when(SubscriptionCommand::Confirm { at: at("10:02") })
        .then_expect_error(SubscriptionError::NothingToConfirm);
    given(vec![
        requested("10:00"),
        SubscriptionEvent::Unsubscribed { at: at("10:01") },
    ])
    .when(SubscriptionCommand::Confirm { at: at("10:02") })
    .then_expect_error(SubscriptionError::NothingToConfirm);
}

#[test]
fn unsubscribing_ends_a_subscription_once() {
    let unsubscribed = SubscriptionEvent::Unsubscribed { at: at("12:00") };
    given(vec![
        requested("10:00"),
        SubscriptionEvent::SubscriptionConfirmed { at: at("10:01") },
    ])
    .when(SubscriptionCommand::Unsubscribe { at: at("12:00") })
    .then_expect_events(vec![unsubscribed.clone()]);
    given(vec![requested("10:00"), unsubscribed])
        .when(SubscriptionCommand::Unsubscribe { at: at("12:30") })
        .then_expect_events(vec![]);
}

#[test]
fn an_unconfirmed_address_expires_after_a_week_and_may_subscribe_again() {
    let week_later: DateTime<Utc> = "2026-12-02T10:00:00Z".parse().unwrap();
    given(vec![requested("10:00")])
        .when(SubscriptionCommand::ExpireIfUnconfirmed {
            at: week_later - Duration::minutes(1),
        })
        .then_expect_events(vec![]);
    given(vec![requested("10:00")])
        .when(SubscriptionCommand::ExpireIfUnconfirmed { at: week_later })
        .then_expect_events(vec![SubscriptionEvent::SubscriptionExpired {
            at: week_later,
        }]);
    // The link is no good from then on, whether the scheduler came by yet or not.
    given(vec![requested("10:00")])
        .when(SubscriptionCommand::Confirm { at: week_later })
        .then_expect_error(SubscriptionError::NothingToConfirm);
    given(vec![
        requested("10:00"),
        SubscriptionEvent::SubscriptionExpired { at: week_later },
    ])
    .when(SubscriptionCommand::Subscribe {
        email: "olena@ukr.net".into(),
        language: Language::En,
        at: week_later,
    })
    .then_expect_events(vec![SubscriptionEvent::SubscriptionRequested {
        email: "olena@ukr.net".into(),
        language: Language::En,
        at: week_later,
    }]);
}
