//! Reactors cause effects that cannot be rolled back, so what they handled before a failure is
//! kept as done and never handed to them again.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use events::Language;
use projector::reactor::NewEvent;
use projector::{Error, Reaction, StoredEvent, Subscriber, SubscriberKind};

use crate::helpers::{append, created, signed_in, TestDb};

/// A reactor that fails on one event a number of times, then handles it; it remembers every
/// event it handled, as a mailbox remembers every mail.
struct Flaky {
    fail_at: i64,
    failures_left: AtomicUsize,
    handled: Mutex<Vec<i64>>,
}

#[async_trait]
impl Subscriber for Flaky {
    fn name(&self) -> &'static str {
        "flaky"
    }

    fn kind(&self) -> SubscriberKind {
        SubscriberKind::Reactor
    }

    async fn react(&self, event: &StoredEvent) -> Result<Reaction, Error> {
        if event.global_position == self.fail_at
            && self
                .failures_left
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |left| {
                    left.checked_sub(1)
                })
                .is_ok()
        {
            return Err(Error::MailNotConfigured);
        }
        self.handled
            .lock()
            .expect("the reactor's lock")
            .push(event.global_position);
        Ok(Reaction::Done)
    }
}

#[tokio::test]
async fn a_reactor_keeps_what_it_handled_before_a_failure_and_is_never_fed_it_again() {
    let db = TestDb::new().await;
    let first = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    let second = append(&db.pool, "a2", 1, &created("taras", Language::Uk)).await;
    let third = append(&db.pool, "a3", 1, &created("iryna", Language::En)).await;
    let reactor = Arc::new(Flaky {
        fail_at: second.position,
        failures_left: AtomicUsize::new(2),
        handled: Mutex::new(Vec::new()),
    });
    let projector = db.projector_with(vec![reactor.clone()]);

    for attempt in 1..=2 {
        let failed = projector.catch_up().await;

        assert!(
            matches!(failed, Err(Error::Apply { ref event, .. }) if event.position == second.position),
            "attempt {attempt}: {failed:?}"
        );
        let checkpoint = db.checkpoint("flaky").await;
        assert_eq!(checkpoint.position, first.position, "attempt {attempt}");
        let error = checkpoint.last_error.expect("the failure is recorded");
        assert!(error.contains("mail is not configured"), "{error}");
    }
    projector
        .catch_up()
        .await
        .expect("the third attempt succeeds");

    assert_eq!(
        *reactor.handled.lock().expect("the reactor's lock"),
        [first.position, second.position, third.position],
        "each event handled exactly once"
    );
    let checkpoint = db.checkpoint("flaky").await;
    assert_eq!(checkpoint.position, third.position);
    assert_eq!(checkpoint.last_error, None);
}

/// A reactor that records an account event meant to follow the account's first event.
struct FollowsTheFirst;

#[async_trait]
impl Subscriber for FollowsTheFirst {
    fn name(&self) -> &'static str {
        "follows_the_first"
    }

    fn kind(&self) -> SubscriberKind {
        SubscriberKind::Reactor
    }

    async fn react(&self, event: &StoredEvent) -> Result<Reaction, Error> {
        let follows = NewEvent::of(&event.aggregate_id, &signed_in()).following(1);
        Ok(Reaction::Recorded(vec![follows]))
    }
}

#[tokio::test]
async fn an_event_recorded_after_a_sequence_already_followed_is_not_written() {
    let db = TestDb::new().await;
    let first = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    // Written between the reactor's read and its write, as a staff member's command would be.
    append(&db.pool, "a1", 2, &signed_in()).await;
    let projector = db.projector_with(vec![Arc::new(FollowsTheFirst)]);

    let failed = projector.catch_up().await;

    assert!(failed.is_err(), "{failed:?}");
    let recorded: i64 = sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_id = 'a1'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(recorded, 2, "nothing is written after the second event");
    let checkpoint = db.checkpoint("follows_the_first").await;
    assert!(
        checkpoint.position < first.position,
        "the first event is not passed"
    );
    assert!(checkpoint.last_error.is_some());
}
