use std::time::Duration;

use events::admin_account::AdminAccountEvent;
use events::Language;
use events::StoredEvents;
use projector::Projector;
use testkit::outage::CuttableProxy;

use crate::helpers::{append, created, eventually, fast_options, TestDb};

#[tokio::test]
async fn a_running_projector_catches_up_on_start_and_then_follows_notifications() {
    let db = TestDb::new().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    // Polling so rarely that only a notification can explain a prompt projection.
    let mut options = fast_options();
    options.poll_interval = Duration::from_secs(600);
    let (shutdown, shutdown_signal) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(db.projector().with_options(options).run(async {
        let _ = shutdown_signal.await;
    }));

    eventually("the account written before start is projected", || async {
        db.accounts().await.len() == 1
    })
    .await;
    let renamed = append(
        &db.pool,
        "a1",
        2,
        &AdminAccountEvent::ProfileUpdated {
            login: "olena.k".to_owned(),
            email: "olena.k@doghotel.test".to_owned(),
            preferred_language: Language::En,
            image_link: None,
        },
    )
    .await;
    eventually(
        "the new event is projected without a catch-up call",
        || async { db.accounts().await[0].login == "olena.k" },
    )
    .await;
    assert_eq!(
        db.checkpoint("admin_accounts").await.position,
        renamed.position
    );

    shutdown.send(()).expect("the projector is running");
    tokio::time::timeout(Duration::from_secs(5), running)
        .await
        .expect("the projector stops")
        .expect("the projector's task ends cleanly");
}

#[tokio::test]
async fn an_event_wakes_only_the_subscribers_that_read_its_aggregate() {
    let db = TestDb::new().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    let subscribers = projector::subscribers::all();
    let names: Vec<&str> = subscribers.iter().map(|s| s.name()).collect();
    let readers_of_accounts: Vec<&str> = subscribers
        .iter()
        .filter(|s| {
            s.handles()
                .aggregate_types
                .is_none_or(|types| types.contains(&AdminAccountEvent::AGGREGATE_TYPE))
        })
        .map(|s| s.name())
        .collect();
    assert!(readers_of_accounts.contains(&"admin_accounts"));
    let projector = db.projector_with(subscribers);
    // Polling so rarely that only a notification can move a checkpoint after the start.
    let mut options = fast_options();
    options.poll_interval = Duration::from_secs(600);
    let (shutdown, shutdown_signal) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(projector.with_options(options).run(async {
        let _ = shutdown_signal.await;
    }));
    let started_at = db.head().await;
    eventually("every subscriber has caught up once", || async {
        let mut all = true;
        for name in &names {
            all &= db
                .checkpoint_if_any(name)
                .await
                .is_some_and(|checkpoint| checkpoint.position == started_at);
        }
        all
    })
    .await;

    let signed_in = append(&db.pool, "a1", 2, &crate::helpers::signed_in()).await;

    eventually("the projections of accounts follow", || async {
        let mut all = true;
        for name in &readers_of_accounts {
            all &= db.checkpoint(name).await.position == signed_in.position;
        }
        all
    })
    .await;
    for name in names
        .iter()
        .filter(|name| !readers_of_accounts.contains(name))
    {
        assert_eq!(
            db.checkpoint(name).await.position,
            started_at,
            "{name} reads no account, yet it was woken"
        );
    }

    shutdown.send(()).expect("the projector is running");
    tokio::time::timeout(Duration::from_secs(5), running)
        .await
        .expect("the projector stops")
        .expect("the projector's task ends cleanly");
}

#[tokio::test]
async fn a_running_projector_retries_a_stopped_subscriber_and_keeps_the_error_visible() {
    let db = TestDb::new().await;
    let first = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    // An update of an account that was never created: the table and the store disagree.
    append(&db.pool, "ghost", 2, &crate::helpers::signed_in()).await;
    let (shutdown, shutdown_signal) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(db.projector().run(async {
        let _ = shutdown_signal.await;
    }));

    eventually("the error is recorded", || async {
        db.checkpoint_if_any("admin_accounts")
            .await
            .is_some_and(|checkpoint| checkpoint.last_error.is_some())
    })
    .await;
    // Several retries later it still has not skipped the event.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let checkpoint = db.checkpoint("admin_accounts").await;
    assert_eq!(checkpoint.position, first.position);
    let last_error = checkpoint.last_error.expect("the error stays");
    assert!(
        last_error.contains("admin_accounts has no row ghost"),
        "{last_error}"
    );

    shutdown.send(()).expect("the projector is running");
    tokio::time::timeout(Duration::from_secs(5), running)
        .await
        .expect("the projector stops")
        .expect("the projector's task ends cleanly");
}

#[tokio::test]
async fn a_projector_that_lost_the_database_follows_again_once_it_is_back_and_records_no_error() {
    let db = TestDb::new().await;
    let proxy = CuttableProxy::before(&testkit::server_url()).await;
    let through = sqlx::PgPool::connect(&proxy.through(&db.url))
        .await
        .expect("the database through the proxy");
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    // A stand-by turn far longer than the wait for the projection below: only trying the
    // lead again soon after losing it with the database brings the projector back in time.
    let mut options = fast_options();
    options.standby_retry = Duration::from_secs(600);
    let (shutdown, shutdown_signal) = tokio::sync::oneshot::channel::<()>();
    let projector = Projector::new(through, projector::subscribers::all()).with_options(options);
    let running = tokio::spawn(projector.run(async {
        let _ = shutdown_signal.await;
    }));
    eventually("the account is projected", || async {
        db.accounts().await.len() == 1
    })
    .await;

    proxy.cut();
    // Long enough for every subscriber's poll to meet the cut and lose its lead.
    tokio::time::sleep(Duration::from_millis(600)).await;
    proxy.open();
    append(
        &db.pool,
        "a1",
        2,
        &AdminAccountEvent::ProfileUpdated {
            login: "olena.k".to_owned(),
            email: "olena.k@doghotel.test".to_owned(),
            preferred_language: Language::En,
            image_link: None,
        },
    )
    .await;
    eventually("the event written after the cut is projected", || async {
        db.accounts().await[0].login == "olena.k"
    })
    .await;
    let stopped: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM projection_checkpoints WHERE last_error IS NOT NULL ORDER BY 1",
    )
    .fetch_all(&db.pool)
    .await
    .expect("the checkpoints");
    assert!(stopped.is_empty(), "recorded as stopped: {stopped:?}");

    shutdown.send(()).expect("the projector is running");
    tokio::time::timeout(Duration::from_secs(5), running)
        .await
        .expect("the projector stops")
        .expect("the projector's task ends cleanly");
}
