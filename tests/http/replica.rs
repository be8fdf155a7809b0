//! Reads sent to a streaming replica (`DATABASE_READ_URL`), against a real one: a primary and
//! its replica made by `scripts/pg-replica` with `pg_basebackup`, the replica applying each
//! commit 300 ms late. Two instances share them, as behind a load balancer.

use std::time::Duration;

use doghotel::config::Secret;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use sqlx::Connection;
use testkit::replica::Replicated;
use testkit::TestDatabase;

use crate::contacts::details;
use crate::support::TestApp;

async fn public_landline(app: &TestApp) -> Value {
    let answer = app
        .client
        .get(app.url("/api/contacts"))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::OK);
    answer.json::<Value>().await.unwrap()["landline"].clone()
}

async fn staff_landline(app: &TestApp, token: &str) -> Value {
    let answer = app
        .request(Method::GET, "/api/admin/contacts")
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::OK);
    answer.json::<Value>().await.unwrap()["landline"].clone()
}

#[tokio::test]
async fn reads_come_from_the_replica_and_each_write_shows_in_the_next_read_on_either_instance() {
    let replicated = Replicated::start(Duration::from_millis(300)).await;
    let db = TestDatabase::on(&replicated.primary).await;
    let replica = Secret::new(replicated.replica_of(&db.name));
    let primary_pool = db.pool.clone();
    replicated.wait_for_replica().await;
    let first = TestApp::spawn_on(db, |config| config.database_read_url = Some(replica)).await;
    let second = first.another_instance(|_| {}).await;
    first.create_anna().await;
    let token = first.token().await;

    let landlines = [
        "+38(044)390-12-34",
        "+38(044)555-00-11",
        "+38(044)777-22-33",
    ];
    for (version, landline) in landlines.iter().enumerate() {
        // Each edit through one instance, read right after through the other, whose memory
        // held the answer from before.
        let (writer, reader) = if version % 2 == 0 {
            (&first, &second)
        } else {
            (&second, &first)
        };
        if version > 0 {
            assert_eq!(public_landline(reader).await, landlines[version - 1]);
        }
        // A visitor keeps reading through the other instance meanwhile: what it reads between
        // the primary's commit and the replica's must not be kept as the new answer.
        let visitor = reader.client.clone();
        let contacts = reader.url("/api/contacts");
        let reading = tokio::spawn(async move {
            loop {
                let _ = visitor.get(&contacts).send().await;
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        });
        let mut edit = details(landline);
        edit["version"] = json!(version);
        let saved = writer
            .request(Method::PUT, "/api/admin/contacts")
            .bearer_auth(&token)
            .json(&edit)
            .send()
            .await
            .unwrap();
        assert_eq!(saved.status(), StatusCode::OK, "{:?}", saved.text().await);
        reading.abort();

        assert_eq!(public_landline(reader).await, *landline, "edit {version}");
        assert_eq!(staff_landline(reader, &token).await, *landline);
        assert_eq!(public_landline(writer).await, *landline);
    }

    // The reads are the replica's: while it replays nothing, a change made on the primary
    // behind the site's back does not show; once it replays, it does.
    let mut paused = sqlx::PgConnection::connect(&replicated.replica_of(&first.db.name))
        .await
        .unwrap();
    sqlx::query("SELECT pg_wal_replay_pause()")
        .execute(&mut paused)
        .await
        .unwrap();
    sqlx::query("UPDATE contact_details SET details = jsonb_set(details, '{landline}', '\"+38(044)000-00-00\"')")
        .execute(&primary_pool)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(staff_landline(&first, &token).await, landlines[2]);
    sqlx::query("SELECT pg_wal_replay_resume()")
        .execute(&mut paused)
        .await
        .unwrap();
    replicated.wait_for_replica().await;
    assert_eq!(staff_landline(&first, &token).await, "+38(044)000-00-00");

    second.stop().await;
    first.stop().await;
}
