//! The consistency check rebuilds every projection from the events in a shadow schema and
//! compares it row by row with the live tables.

use events::admin_account::AdminAccountEvent;
use events::Language;
use projector::consistency::Difference;
use serde_json::json;

use crate::helpers::{append, at, created, signed_in, TestDb};

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

    let report = db
        .projector()
        .verify()
        .await
        .expect("verify")
        .expect("not locked");

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
    sqlx::query(
        "UPDATE admin_accounts SET email = 'tampered@doghotel.test' WHERE account_id = 'a2'",
    )
    .execute(&db.pool)
    .await
    .expect("tamper with a row");

    let report = db
        .projector()
        .verify()
        .await
        .expect("verify")
        .expect("not locked");

    let sides: Vec<(&str, &str, &serde_json::Value)> = report
        .differences
        .iter()
        .map(
            |Difference {
                 table, side, row, ..
             }| (table.as_str(), side.as_str(), &row["email"]),
        )
        .collect();
    assert_eq!(
        sides,
        [
            ("admin_accounts", "live", &json!("tampered@doghotel.test")),
            ("admin_accounts", "rebuilt", &json!("taras@doghotel.test")),
        ]
    );
    assert!(report
        .differences
        .iter()
        .all(|d| d.projection == "admin_accounts"));
    let stored = stored_checks(&db).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].as_array().map(Vec::len), Some(2));
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
