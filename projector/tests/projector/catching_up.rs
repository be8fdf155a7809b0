use std::sync::Arc;

use events::admin_account::AdminAccountEvent;
use events::Language;
use serde_json::json;

use crate::helpers::{append, append_raw, at, created, signed_in, AccountRow, Recorder, TestDb};

#[tokio::test]
async fn one_catch_up_projects_every_account_and_moves_the_checkpoint_to_the_head() {
    let db = TestDb::new().await;
    let olena = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    append(
        &db.pool,
        "a1",
        2,
        &AdminAccountEvent::SignInFailed {
            at: at("2026-11-02T08:00:00Z"),
        },
    )
    .await;
    append(
        &db.pool,
        "a1",
        3,
        &AdminAccountEvent::AccountBlocked {
            at: at("2026-11-02T08:01:00Z"),
            until: at("2026-11-02T08:16:00Z"),
        },
    )
    .await;
    // An aggregate no projection reads: they pass over it.
    a_parrot(&db).await;
    let taras = append(&db.pool, "a2", 1, &created("taras", Language::En)).await;
    append(
        &db.pool,
        "a1",
        4,
        &AdminAccountEvent::PasswordChanged {
            password_hash: "new-hash".to_owned(),
            at: at("2026-11-03T08:00:00Z"),
        },
    )
    .await;
    let olena_profile = append(
        &db.pool,
        "a1",
        5,
        &AdminAccountEvent::ProfileUpdated {
            login: "olena.k".to_owned(),
            email: "olena.k@doghotel.test".to_owned(),
            preferred_language: Language::En,
            image_link: Some("/media/olena.webp".to_owned()),
        },
    )
    .await;
    append(
        &db.pool,
        "a2",
        2,
        &AdminAccountEvent::AccountBlocked {
            at: at("2026-11-03T09:00:00Z"),
            until: at("2026-11-03T09:15:00Z"),
        },
    )
    .await;
    let taras_sign_in = append(&db.pool, "a2", 3, &signed_in()).await;
    append(
        &db.pool,
        "a2",
        4,
        &AdminAccountEvent::SignInRefused {
            at: at("2026-11-03T09:20:00Z"),
        },
    )
    .await;

    db.projector().catch_up().await.expect("catch up");

    assert_eq!(
        db.accounts().await,
        vec![
            AccountRow {
                account_id: "a1".to_owned(),
                login: "olena.k".to_owned(),
                email: "olena.k@doghotel.test".to_owned(),
                preferred_language: "en".to_owned(),
                image_link: Some("/media/olena.webp".to_owned()),
                credentials_version: 1,
                blocked_until: Some(at("2026-11-02T08:16:00Z")),
                created_at: olena.recorded_at,
                updated_at: olena_profile.recorded_at,
            },
            AccountRow {
                account_id: "a2".to_owned(),
                login: "taras".to_owned(),
                email: "taras@doghotel.test".to_owned(),
                preferred_language: "en".to_owned(),
                image_link: None,
                credentials_version: 0,
                blocked_until: None,
                created_at: taras.recorded_at,
                updated_at: taras_sign_in.recorded_at,
            },
        ]
    );
    let checkpoint = db.checkpoint("admin_accounts").await;
    assert_eq!(checkpoint.position, db.head().await);
    assert_eq!(checkpoint.kind, "projection");
    assert_eq!(checkpoint.last_error, None);
}

#[tokio::test]
async fn a_second_catch_up_changes_nothing() {
    let db = TestDb::new().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    append(&db.pool, "a1", 2, &signed_in()).await;
    let projector = db.projector();
    projector.catch_up().await.expect("first catch-up");
    let accounts = db.accounts().await;
    let checkpoint = db.checkpoint("admin_accounts").await;

    projector.catch_up().await.expect("second catch-up");

    assert_eq!(db.accounts().await, accounts);
    assert_eq!(db.checkpoint("admin_accounts").await, checkpoint);
}

#[tokio::test]
async fn catching_up_in_small_batches_feeds_every_event_once_in_global_order() {
    let db = TestDb::new().await;
    let mut positions = Vec::new();
    for account in ["a1", "a2", "a3"] {
        positions.push(
            append(&db.pool, account, 1, &created(account, Language::Uk))
                .await
                .position,
        );
    }
    for account in ["a3", "a1", "a2"] {
        positions.push(append(&db.pool, account, 2, &signed_in()).await.position);
    }
    let recorder = Arc::new(Recorder::default());
    let mut options = crate::helpers::fast_options();
    options.batch_size = 2;
    let projector = db
        .projector_with(vec![
            recorder.clone(),
            projector::projection(projector::projections::admin_accounts::AdminAccounts),
        ])
        .with_options(options);

    projector.catch_up().await.expect("catch up");

    assert_eq!(
        *recorder.seen.lock().expect("the recorder's lock"),
        positions
    );
    assert_eq!(db.checkpoint("recorder").await.kind, "reactor");
    assert_eq!(db.checkpoint("recorder").await.position, db.head().await);
    assert_eq!(db.accounts().await.len(), 3);
}

#[tokio::test]
async fn progress_is_announced_when_a_batch_commits() {
    let db = TestDb::new().await;
    let mut listener = progress(&db).await;
    let created = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;

    db.projector().catch_up().await.expect("catch up");

    let notification = tokio::time::timeout(std::time::Duration::from_secs(5), listener.recv())
        .await
        .expect("a notification within five seconds")
        .expect("a notification");
    assert_eq!(
        notification.payload(),
        format!("admin_accounts:{}", created.position)
    );
}

#[tokio::test]
async fn passing_events_it_does_not_read_moves_a_projection_to_the_head_without_announcing_a_change(
) {
    let db = TestDb::new().await;
    let created = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    let projector = db.projector();
    projector.catch_up().await.expect("first catch-up");
    let mut listener = progress(&db).await;
    a_parrot(&db).await;

    projector.catch_up().await.expect("second catch-up");

    assert_eq!(
        db.checkpoint("admin_accounts").await.position,
        db.head().await
    );
    let applied: i64 = sqlx::query_scalar(
        "SELECT applied_position FROM projection_checkpoints WHERE name = 'admin_accounts'",
    )
    .fetch_one(&db.pool)
    .await
    .expect("read the applied position");
    assert_eq!(applied, created.position, "its tables did not change");
    let heard = tokio::time::timeout(std::time::Duration::from_millis(500), listener.recv()).await;
    assert!(
        heard.is_err(),
        "no read model changed, yet progress was announced: {heard:?}"
    );
}

/// An event of an aggregate no projection reads.
async fn a_parrot(db: &TestDb) {
    append_raw(
        &db.pool,
        "Parrot",
        "p1",
        1,
        "ParrotRegistered",
        "1.0",
        json!({"ParrotRegistered": {}}),
    )
    .await;
}

/// A listener to the projector's progress announcements.
async fn progress(db: &TestDb) -> sqlx::postgres::PgListener {
    let mut listener = sqlx::postgres::PgListener::connect_with(&db.pool)
        .await
        .expect("listen");
    listener
        .listen(projector::checkpoint::PROGRESS_CHANNEL)
        .await
        .expect("listen to progress");
    listener
}
