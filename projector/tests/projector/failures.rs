use events::Language;
use projector::Error;
use serde_json::json;

use crate::helpers::{append, append_raw, created, signed_in, TestDb};

#[tokio::test]
async fn an_event_of_an_unknown_version_stops_the_subscriber_right_before_it() {
    let db = TestDb::new().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    let good = append(&db.pool, "a1", 2, &signed_in()).await;
    let unknown = append_raw(
        &db.pool,
        "AdminAccount",
        "a1",
        3,
        "SignedIn",
        "2.0",
        json!({"SignedIn": {"at": "2026-11-02T09:00:00Z", "device": "phone"}}),
    )
    .await;
    append(&db.pool, "a2", 1, &created("taras", Language::En)).await;
    let projector = db.projector();

    for attempt in 1..=2 {
        let caught_up = projector.catch_up().await;

        match caught_up {
            Err(Error::Apply { event, source, .. }) => {
                assert_eq!(event.position, unknown.position, "attempt {attempt}");
                assert!(matches!(*source, Error::UnknownEventVersion(ref v) if v == "2.0"));
            }
            other => panic!("attempt {attempt}: expected a failed event, got {other:?}"),
        }
        let checkpoint = db.checkpoint("admin_accounts").await;
        assert_eq!(checkpoint.position, good.position, "attempt {attempt}");
        let last_error = checkpoint.last_error.expect("the error is recorded");
        assert!(last_error.contains("SignedIn 2.0"), "{last_error}");
        assert!(
            last_error.contains("event version 2.0 is not known"),
            "{last_error}"
        );
        let logins: Vec<_> = db.accounts().await.into_iter().map(|a| a.login).collect();
        assert_eq!(
            logins,
            ["olena"],
            "attempt {attempt}: nothing after it is applied"
        );
    }
}

#[tokio::test]
async fn a_payload_that_cannot_be_decoded_is_never_skipped() {
    let db = TestDb::new().await;
    let first = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    let broken = append_raw(
        &db.pool,
        "AdminAccount",
        "a1",
        2,
        "SignedIn",
        "1.0",
        json!({"SignedIn": {"at": "yesterday"}}),
    )
    .await;
    append(&db.pool, "a2", 1, &created("taras", Language::En)).await;

    let caught_up = db.projector().catch_up().await;

    assert!(
        matches!(caught_up, Err(Error::Apply { ref event, ref source, .. })
            if event.position == broken.position && matches!(**source, Error::Decode(_))),
        "{caught_up:?}"
    );
    let checkpoint = db.checkpoint("admin_accounts").await;
    assert_eq!(checkpoint.position, first.position);
    let last_error = checkpoint.last_error.expect("the error is recorded");
    assert!(last_error.contains("cannot be decoded"), "{last_error}");
}

#[tokio::test]
async fn a_subscriber_that_works_again_clears_its_recorded_error() {
    let db = TestDb::new().await;
    let projector = db.projector();
    projector.catch_up().await.expect("register the checkpoint");
    let record_error = || async {
        sqlx::query("UPDATE projection_checkpoints SET last_error = 'database was down'")
            .execute(&db.pool)
            .await
            .expect("record an error");
    };

    record_error().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    projector.catch_up().await.expect("advance");
    assert_eq!(db.checkpoint("admin_accounts").await.last_error, None);

    record_error().await;
    projector
        .catch_up()
        .await
        .expect("reach the head without news");
    assert_eq!(db.checkpoint("admin_accounts").await.last_error, None);
}
