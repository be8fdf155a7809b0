use std::sync::Arc;

use events::admin_account::AdminAccountEvent;
use events::Language;
use projector::Error;

use crate::helpers::{append, at, created, signed_in, Recorder, TestDb};

#[tokio::test]
async fn a_rebuild_from_zero_gives_the_same_table_as_incremental_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    append(&db.pool, "a2", 1, &created("taras", Language::En)).await;
    projector.catch_up().await.expect("first round");
    append(
        &db.pool,
        "a1",
        2,
        &AdminAccountEvent::AccountBlocked {
            at: at("2026-11-02T08:01:00Z"),
            until: at("2026-11-02T08:16:00Z"),
        },
    )
    .await;
    append(
        &db.pool,
        "a2",
        2,
        &AdminAccountEvent::PasswordChanged {
            password_hash: "new-hash".to_owned(),
            at: at("2026-11-03T08:00:00Z"),
        },
    )
    .await;
    projector.catch_up().await.expect("second round");
    append(&db.pool, "a2", 3, &signed_in()).await;
    append(
        &db.pool,
        "a1",
        3,
        &AdminAccountEvent::ProfileUpdated {
            login: "olena.k".to_owned(),
            email: "olena.k@doghotel.test".to_owned(),
            preferred_language: Language::En,
            image_link: None,
        },
    )
    .await;
    projector.catch_up().await.expect("third round");
    let incremental = db.accounts().await;
    // Damage the table, so the rebuild has to write every row from the events to pass.
    sqlx::query("UPDATE admin_accounts SET email = 'damaged', credentials_version = 9")
        .execute(&db.pool)
        .await
        .expect("damage the table");

    projector.rebuild(None).await.expect("rebuild all");

    assert_eq!(db.accounts().await, incremental);
    assert_eq!(
        db.checkpoint("admin_accounts").await.position,
        db.head().await
    );

    projector
        .rebuild(Some("admin_accounts"))
        .await
        .expect("rebuild one");

    assert_eq!(db.accounts().await, incremental);
    assert_eq!(
        db.checkpoint("admin_accounts").await.position,
        db.head().await
    );
}

#[tokio::test]
async fn a_rebuild_names_a_projection_of_the_product() {
    let db = TestDb::new().await;
    let projector = db.projector_with(vec![
        Arc::new(Recorder::default()),
        projector::projection(projector::projections::admin_accounts::AdminAccounts),
    ]);

    let unknown = projector.rebuild(Some("nothing")).await;
    let reactor = projector.rebuild(Some("recorder")).await;

    assert!(matches!(unknown, Err(Error::UnknownSubscriber(name)) if name == "nothing"));
    assert!(matches!(reactor, Err(Error::NotAProjection("recorder"))));
}
