use std::time::Duration;

use events::Language;
use sqlx::Row;

use crate::helpers::{append, created, eventually, TestDb};

/// Writers waiting for the event store's position lock, in this test's database only (advisory
/// locks are per database, and other tests run beside this one).
async fn writers_waiting(db: &TestDb) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_locks \
         WHERE locktype = 'advisory' AND NOT granted \
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    )
    .fetch_one(&db.pool)
    .await
    .expect("read pg_locks")
}

#[tokio::test]
async fn overlapping_writers_get_positions_in_commit_order() {
    let db = TestDb::new().await;
    let projector = db.projector();

    // Writer A opens a transaction and appends: it now holds the position lock until it ends.
    let mut writer_a = db.pool.begin().await.expect("begin A");
    let a = append(&mut *writer_a, "a1", 1, &created("olena", Language::Uk)).await;

    // Writer B appends on another connection and has to wait for A.
    let pool = db.pool.clone();
    let writer_b =
        tokio::spawn(async move { append(&pool, "a2", 1, &created("taras", Language::En)).await });
    eventually("writer B waits for the position lock", || async {
        writers_waiting(&db).await == 1
    })
    .await;
    assert!(!writer_b.is_finished(), "B cannot append while A is open");

    // A reader sees neither: A has not committed and B cannot.
    projector
        .catch_up()
        .await
        .expect("catch up while A is open");
    assert_eq!(db.checkpoint("admin_accounts").await.position, 0);
    assert!(db.accounts().await.is_empty());

    writer_a.commit().await.expect("commit A");
    let b = tokio::time::timeout(Duration::from_secs(5), writer_b)
        .await
        .expect("B goes on once A commits")
        .expect("B appends");

    assert!(
        a.position < b.position,
        "A committed first, so it comes first"
    );
    let order: Vec<String> =
        sqlx::query("SELECT aggregate_id FROM events ORDER BY global_position")
            .fetch_all(&db.pool)
            .await
            .expect("read the events")
            .into_iter()
            .map(|row| row.get("aggregate_id"))
            .collect();
    assert_eq!(order, ["a1", "a2"]);
    projector.catch_up().await.expect("catch up after both");
    assert_eq!(db.checkpoint("admin_accounts").await.position, b.position);
    assert_eq!(db.accounts().await.len(), 2);
}

#[tokio::test]
async fn a_rolled_back_append_leaves_a_gap_that_nobody_waits_for() {
    let db = TestDb::new().await;
    let first = append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    let mut abandoned = db.pool.begin().await.expect("begin");
    append(&mut *abandoned, "a2", 1, &created("taras", Language::En)).await;
    abandoned.rollback().await.expect("roll back");
    let last = append(&db.pool, "a3", 1, &created("iryna", Language::En)).await;

    db.projector().catch_up().await.expect("catch up");

    assert!(
        last.position > first.position + 1,
        "the rolled-back append used a position"
    );
    assert_eq!(
        db.checkpoint("admin_accounts").await.position,
        last.position
    );
    let ids: Vec<_> = db
        .accounts()
        .await
        .into_iter()
        .map(|a| a.account_id)
        .collect();
    assert_eq!(ids, ["a1", "a3"]);
}
