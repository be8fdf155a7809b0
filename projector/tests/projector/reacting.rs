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

/// A reactor whose effects are committed two at a time: it notes where its checkpoint stood
/// at each effect, records a sign-in for each account it sees, and fails once on one event.
struct GroupsOfTwo {
    pool: sqlx::PgPool,
    fail_at: i64,
    failed: AtomicUsize,
    checkpoint_seen: Mutex<Vec<i64>>,
}

#[async_trait]
impl Subscriber for GroupsOfTwo {
    fn name(&self) -> &'static str {
        "groups_of_two"
    }

    fn kind(&self) -> SubscriberKind {
        SubscriberKind::Reactor
    }

    fn handles(&self) -> projector::Handles {
        projector::Handles {
            aggregate_types: None,
            event_types: Some(vec!["AdminAccountCreated"]),
        }
    }

    fn effects_per_commit(&self) -> usize {
        2
    }

    async fn react(&self, event: &StoredEvent) -> Result<Reaction, Error> {
        if event.global_position == self.fail_at && self.failed.fetch_add(1, Ordering::SeqCst) == 0
        {
            return Err(Error::MailNotConfigured);
        }
        let position = projector::checkpoint::load(&self.pool, self.name())
            .await?
            .map_or(0, |checkpoint| checkpoint.position);
        self.checkpoint_seen
            .lock()
            .expect("the reactor's lock")
            .push(position);
        Ok(Reaction::Recorded(vec![NewEvent::of(
            &event.aggregate_id,
            &signed_in(),
        )]))
    }
}

#[tokio::test]
async fn a_reactor_that_groups_its_effects_commits_each_group_and_what_preceded_a_failure() {
    let db = TestDb::new().await;
    let mut positions = Vec::new();
    for login in ["olena", "taras", "iryna", "petro", "marta"] {
        positions.push(
            append(&db.pool, login, 1, &created(login, Language::Uk))
                .await
                .position,
        );
    }
    let reactor = Arc::new(GroupsOfTwo {
        pool: db.pool.clone(),
        fail_at: positions[3],
        failed: AtomicUsize::new(0),
        checkpoint_seen: Mutex::new(Vec::new()),
    });
    let projector = db.projector_with(vec![reactor.clone()]);
    let signed_in = || async {
        sqlx::query_scalar::<_, String>(
            "SELECT aggregate_id FROM events WHERE event_type = 'SignedIn' ORDER BY aggregate_id",
        )
        .fetch_all(&db.pool)
        .await
        .unwrap()
    };

    let failed = projector.catch_up().await;

    assert!(
        matches!(failed, Err(Error::Apply { ref event, .. }) if event.position == positions[3]),
        "{failed:?}"
    );
    assert_eq!(
        db.checkpoint("groups_of_two").await.position,
        positions[2],
        "the effects before the failure are committed, though their group was not full"
    );
    assert_eq!(signed_in().await, ["iryna", "olena", "taras"]);

    projector
        .catch_up()
        .await
        .expect("the second attempt succeeds");

    assert_eq!(
        *reactor.checkpoint_seen.lock().expect("the reactor's lock"),
        [0, 0, positions[1], positions[2], positions[2]],
        "a group is committed after its second effect, and after a failure"
    );
    // Past the last account, and past the sign-ins it recorded, which it does not handle.
    let head: i64 = sqlx::query_scalar("SELECT max(global_position) FROM events")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(db.checkpoint("groups_of_two").await.position, head);
    assert_eq!(
        signed_in().await,
        ["iryna", "marta", "olena", "petro", "taras"],
        "each effect's event recorded once"
    );
}
