//! Rows stored in an older shape are lifted once, by the same upcasters, wherever they are
//! read: by the projector and by the command side loading an aggregate.

use command::admin_account::{AccountServices, AdminAccount};
use command::auth::authenticator::AuthenticatorKey;
use command::auth::Passwords;
use command::executor::Executor;
use events::admin_account::AdminAccountEvent;
use events::Language;
use serde_json::json;

use crate::helpers::{append, append_raw, at, created, TestDb};

/// `AccountBlocked` as version 1.0 stored it, before `until` was renamed `blocked_until`.
async fn append_blocked_v1(db: &TestDb, account: &str, sequence: i64) {
    append_raw(
        &db.pool,
        "AdminAccount",
        account,
        sequence,
        "AccountBlocked",
        "1.0",
        json!({"AccountBlocked": {"at": "2026-11-02T08:01:00Z", "until": "2026-11-02T08:16:00Z"}}),
    )
    .await;
}

#[tokio::test]
async fn the_projector_reads_a_block_stored_in_its_first_shape() {
    let db = TestDb::new().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    append_blocked_v1(&db, "a1", 2).await;
    // And one in today's shape after it, for another account.
    append(&db.pool, "a2", 1, &created("taras", Language::En)).await;
    append(
        &db.pool,
        "a2",
        2,
        &AdminAccountEvent::AccountBlocked {
            at: at("2026-11-03T08:00:00Z"),
            until: at("2026-11-03T08:15:00Z"),
        },
    )
    .await;

    db.projector()
        .catch_up()
        .await
        .expect("both shapes are read");

    let blocked: Vec<_> = db
        .accounts()
        .await
        .into_iter()
        .map(|account| account.blocked_until)
        .collect();
    assert_eq!(
        blocked,
        [
            Some(at("2026-11-02T08:16:00Z")),
            Some(at("2026-11-03T08:15:00Z"))
        ]
    );
}

#[tokio::test]
async fn the_command_side_loads_a_block_stored_in_its_first_shape() {
    let db = TestDb::new().await;
    append(&db.pool, "a1", 1, &created("olena", Language::Uk)).await;
    append_blocked_v1(&db, "a1", 2).await;
    let services = AccountServices {
        passwords: Passwords::default(),
        authenticators: AuthenticatorKey::derive(b"the secret of the projector's tests"),
    };
    let accounts = Executor::<AdminAccount>::new(db.pool.clone(), services);

    let history = accounts.history("a1").await.expect("the history loads");

    assert_eq!(
        history[1].payload,
        AdminAccountEvent::AccountBlocked {
            at: at("2026-11-02T08:01:00Z"),
            until: at("2026-11-02T08:16:00Z"),
        }
    );
}

#[tokio::test]
async fn today_s_blocks_are_stored_in_the_new_shape() {
    let db = TestDb::new().await;
    append(
        &db.pool,
        "a1",
        1,
        &AdminAccountEvent::AccountBlocked {
            at: at("2026-11-03T08:00:00Z"),
            until: at("2026-11-03T08:15:00Z"),
        },
    )
    .await;

    let (version, payload): (String, serde_json::Value) =
        sqlx::query_as("SELECT event_version, payload FROM events")
            .fetch_one(&db.pool)
            .await
            .expect("read the row");

    assert_eq!(version, "2.0");
    assert_eq!(
        payload,
        json!({"AccountBlocked": {"at": "2026-11-03T08:00:00Z", "blocked_until": "2026-11-03T08:15:00Z"}})
    );
}
