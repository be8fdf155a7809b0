//! The `newsletter_subscribers` table, fed by events the real `NewsletterSubscription`
//! aggregate writes.

use command::executor::Executor;
use command::newsletter::{Subscription, SubscriptionCommand};
use events::newsletter::SubscriptionKey;
use events::{EventMetadata, Language};
use serde_json::{json, Value};

use crate::helpers::{at, TestDb};

async fn rows(db: &TestDb) -> Value {
    sqlx::query_scalar(
        "SELECT coalesce(jsonb_agg(to_jsonb(t) - 'subscription_id' ORDER BY email), '[]')
           FROM newsletter_subscribers t",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn each_address_shows_where_its_opt_in_stands_and_a_rebuild_writes_the_same_rows() {
    let db = TestDb::new().await;
    let executor: Executor<Subscription> = Executor::new(db.pool.clone(), ());
    let key = SubscriptionKey::new(b"secret");
    let metadata = || EventMetadata {
        actor: "visitor".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    };
    let subscribe = |email: &str, language, time| SubscriptionCommand::Subscribe {
        email: email.to_owned(),
        language,
        at: at(time),
    };
    let steps = [
        (
            "olena@ukr.net",
            subscribe("olena@ukr.net", Language::Uk, "2026-11-25T10:00:00Z"),
        ),
        (
            "taras@ukr.net",
            subscribe("taras@ukr.net", Language::En, "2026-11-25T10:01:00Z"),
        ),
        (
            "anna@ukr.net",
            subscribe("anna@ukr.net", Language::En, "2026-11-10T10:00:00Z"),
        ),
        (
            "olena@ukr.net",
            SubscriptionCommand::Confirm {
                at: at("2026-11-25T10:05:00Z"),
            },
        ),
        (
            "taras@ukr.net",
            SubscriptionCommand::Confirm {
                at: at("2026-11-25T10:06:00Z"),
            },
        ),
        (
            "taras@ukr.net",
            SubscriptionCommand::Unsubscribe {
                at: at("2026-11-25T11:00:00Z"),
            },
        ),
        // Subscribed again after unsubscribing, this time in Ukrainian: waiting once more.
        (
            "taras@ukr.net",
            subscribe("taras@ukr.net", Language::Uk, "2026-11-25T12:00:00Z"),
        ),
        (
            "anna@ukr.net",
            SubscriptionCommand::ExpireIfUnconfirmed {
                at: at("2026-11-25T12:00:00Z"),
            },
        ),
    ];
    for (email, command) in steps {
        if executor
            .execute(&key.subscription_id(email), command, metadata())
            .await
            .is_err()
        {
            panic!("a subscription command for {email} fails");
        }
    }
    let projector = db.projector();
    projector.catch_up().await.unwrap();
    let live = rows(&db).await;
    let summary: Vec<Value> = live
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            json!([
                row["email"],
                row["status"],
                row["language"],
                row["confirmed_at"].is_null()
            ])
        })
        .collect();
    assert_eq!(
        summary,
        [
            json!(["anna@ukr.net", "expired", "en", true]),
            json!(["olena@ukr.net", "confirmed", "uk", false]),
            json!(["taras@ukr.net", "waiting", "uk", true]),
        ]
    );

    sqlx::query("UPDATE newsletter_subscribers SET status = 'confirmed'")
        .execute(&db.pool)
        .await
        .unwrap();
    projector
        .rebuild(Some("newsletter_subscribers"))
        .await
        .unwrap();
    assert_eq!(rows(&db).await, live);
}
