//! What a mail server answered was kept with the address it named (a parked mail's reason, a
//! newsletter delivery's, a subscriber's last error); the migration that stopped that takes the
//! addresses out of what was kept before it, and leaves the rest of each answer.

use serde_json::json;
use testkit::TestDatabase;

use crate::helpers::append_raw;

/// The migration that keeps mail servers' answers without addresses.
const MAIL_ANSWERS_MIGRATION: i64 = 20261206090001;

#[tokio::test]
async fn answers_kept_before_lose_the_addresses_they_named() {
    let db = TestDatabase::before_migration(MAIL_ANSWERS_MIGRATION).await;
    append_raw(
        &db.pool,
        "StaffMail",
        "d1",
        1,
        "StaffMailParked",
        "1.0",
        json!({"StaffMailParked": {
            "reason": "permanent error (550): 5.1.1 <olena@ukr.net>: no such user",
            "mail": "ACKNOWLEDGEMENT", "request": "DogRequest", "at": "2026-11-20T10:05:00Z"}}),
    )
    .await;
    sqlx::query(
        "INSERT INTO newsletter_deliveries (delivery_id, issue_id, subscription_id, status, reason)
         VALUES ('1-s1', 1, 's1', 'failed', 'mailbox Taras.B+news@Example.com full'),
                ('1-s2', 1, 's2', 'failed', 'UNSUBSCRIBED')",
    )
    .execute(&db.pool)
    .await
    .expect("deliveries");
    sqlx::query(
        "INSERT INTO projection_checkpoints (name, kind, last_error)
         VALUES ('newsletter_mail', 'reactor', 'the mail was not sent: 452 [olena@ukr.net] later')",
    )
    .execute(&db.pool)
    .await
    .expect("a checkpoint");

    db.migrate().await;

    let reason: String = sqlx::query_scalar(
        "SELECT payload #>> '{StaffMailParked,reason}' FROM readable_events
          WHERE aggregate_type = 'StaffMail'",
    )
    .fetch_one(&db.pool)
    .await
    .expect("the parked mail");
    assert_eq!(
        reason,
        "permanent error (550): 5.1.1 <[address]>: no such user"
    );
    let deliveries: Vec<String> =
        sqlx::query_scalar("SELECT reason FROM newsletter_deliveries ORDER BY delivery_id")
            .fetch_all(&db.pool)
            .await
            .expect("the deliveries");
    assert_eq!(deliveries, ["mailbox [address] full", "UNSUBSCRIBED"]);
    let error: String = sqlx::query_scalar(
        "SELECT last_error FROM projection_checkpoints WHERE name = 'newsletter_mail'",
    )
    .fetch_one(&db.pool)
    .await
    .expect("the checkpoint");
    assert_eq!(error, "the mail was not sent: 452 [[address]] later");
    let kept: String = sqlx::query_scalar("SELECT fields::text FROM personal_data")
        .fetch_one(&db.pool)
        .await
        .expect("the personal data");
    assert!(!kept.contains("olena@ukr.net"), "{kept}");
}
