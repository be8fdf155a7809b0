//! The consistency check rebuilds every projection from the events in a shadow schema and
//! compares it row by row with the live tables.

use cqrs_es::DomainEvent;
use events::admin_account::AdminAccountEvent;
use events::erasure::{ErasureEvent, ErasureReason};
use events::Language;
use projector::consistency::{Difference, Report};
use serde_json::json;

use crate::helpers::{append, append_raw, at, created, signed_in, TestDb};

async fn projected_accounts(db: &TestDb) {
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    append(&db.pool, "a2", 1, &created("taras", Language::En)).await;
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
    append(&db.pool, "a2", 2, &signed_in()).await;
    db.projector().catch_up().await.expect("catch up");
}

/// A live row changed by hand, which the events do not explain.
async fn tamper(db: &TestDb) {
    sqlx::query(
        "UPDATE admin_accounts SET email = 'tampered@doghotel.test' WHERE account_id = 'a2'",
    )
    .execute(&db.pool)
    .await
    .expect("tamper with a row");
}

/// A check that ran (no other instance held the lock).
async fn checked(db: &TestDb) -> Report {
    db.projector()
        .verify()
        .await
        .expect("verify")
        .expect("not locked")
}

async fn stored_checks(db: &TestDb) -> Vec<serde_json::Value> {
    sqlx::query_scalar("SELECT differences FROM consistency_checks ORDER BY id")
        .fetch_all(&db.pool)
        .await
        .expect("read the checks")
}

#[tokio::test]
async fn projected_tables_verify_clean() {
    let db = TestDb::new().await;
    projected_accounts(&db).await;
    let before = db.accounts().await;

    let report = checked(&db).await;

    assert!(report.is_clean(), "{:?}", report.differences);
    assert_eq!(stored_checks(&db).await, [json!([])]);
    assert_eq!(
        db.accounts().await,
        before,
        "the check changes nothing live"
    );
    let shadow: Option<String> = sqlx::query_scalar(
        "SELECT nspname::text FROM pg_namespace WHERE nspname = 'consistency_shadow'",
    )
    .fetch_optional(&db.pool)
    .await
    .expect("read the schemas");
    assert_eq!(shadow, None, "the shadow schema does not outlive the check");
}

#[tokio::test]
async fn a_row_changed_by_hand_is_reported_on_both_sides() {
    let db = TestDb::new().await;
    projected_accounts(&db).await;
    tamper(&db).await;

    let report = checked(&db).await;

    let sides: Vec<(&str, &str, &serde_json::Value)> = report
        .differences
        .iter()
        .map(
            |Difference {
                 table, side, key, ..
             }| (table.as_str(), side.as_str(), key),
        )
        .collect();
    assert_eq!(
        sides,
        [
            ("admin_accounts", "live", &json!({ "account_id": "a2" })),
            ("admin_accounts", "rebuilt", &json!({ "account_id": "a2" })),
        ]
    );
    assert!(report
        .differences
        .iter()
        .all(|d| d.projection == "admin_accounts" && d.digest.len() == 64));
    assert_ne!(report.differences[0].digest, report.differences[1].digest);
    let stored = stored_checks(&db).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].as_array().map(Vec::len), Some(2));
    // The row is named, never shown: neither its old nor its new contents are recorded.
    for contents in ["tampered@doghotel.test", "taras@doghotel.test", "taras"] {
        assert!(!stored[0].to_string().contains(contents), "{}", stored[0]);
    }
}

#[tokio::test]
async fn a_projection_behind_the_newest_erasure_is_left_for_the_next_check() {
    let db = TestDb::new().await;
    projected_accounts(&db).await;
    tamper(&db).await;
    // Recorded after the projections caught up, so none of them has applied it yet.
    let erasure = ErasureEvent::VisitorErased {
        subjects: Vec::new(),
        reason: ErasureReason::Requested,
        at: at("2026-11-02T09:00:00Z"),
    };
    append_raw(
        &db.pool,
        events::erasure::AGGREGATE_TYPE,
        "inbox-item-1",
        1,
        &erasure.event_type(),
        &erasure.event_version(),
        serde_json::to_value(&erasure).expect("events serialize"),
    )
    .await;

    let behind = checked(&db).await;

    assert!(behind.is_clean(), "{:?}", behind.differences);
    assert!(
        behind.skipped.contains(&"admin_accounts".to_owned()),
        "{:?}",
        behind.skipped
    );
    let skipped: Vec<String> =
        sqlx::query_scalar("SELECT unnest(skipped) FROM consistency_checks ORDER BY id")
            .fetch_all(&db.pool)
            .await
            .expect("read the skipped");
    assert_eq!(skipped, behind.skipped);

    db.projector().catch_up().await.expect("catch up");
    let caught_up = checked(&db).await;
    assert!(caught_up.skipped.is_empty(), "{:?}", caught_up.skipped);
    assert_eq!(
        caught_up.differences.len(),
        2,
        "{:?}",
        caught_up.differences
    );
}

#[tokio::test]
async fn only_one_check_runs_at_a_time() {
    let db = TestDb::new().await;
    projected_accounts(&db).await;
    let mut other = db.pool.begin().await.expect("begin");
    // What a running check on another instance holds.
    sqlx::query("SELECT pg_advisory_xact_lock(7200415)")
        .execute(&mut *other)
        .await
        .expect("take the check's lock");

    let skipped = db.projector().verify().await.expect("verify");

    assert!(skipped.is_none());
    other.rollback().await.expect("release");
    assert!(db.projector().verify().await.expect("verify").is_some());
}
