//! Liveness, readiness, and what a command's answer says when the read models it feeds lag.

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::dog_requests::{request, send};
use crate::support::{bearer, TestApp, ADMIN_PASSWORD};

async fn health(app: &TestApp) -> (StatusCode, Value) {
    let response = app.client.get(app.url("/api/health")).send().await.unwrap();
    (response.status(), response.json().await.unwrap())
}

#[tokio::test]
async fn liveness_answers_while_the_process_serves() {
    let app = TestApp::spawn().await;

    let live = app
        .client
        .get(app.url("/api/health/live"))
        .send()
        .await
        .unwrap();

    assert_eq!(live.status(), StatusCode::OK);
    app.stop().await;
}

#[tokio::test]
async fn mail_waiting_for_smtp_is_reported_and_is_no_failure() {
    let app = TestApp::spawn().await;
    let token = app.staff_token().await;
    assert_eq!(
        send(&app, &request()).await.status(),
        StatusCode::NO_CONTENT
    );

    let mut last = Value::Null;
    for _ in 0..100 {
        let (status, health) = health(&app).await;
        assert_eq!(status, StatusCode::OK, "{health}");
        if staff_mail(&health)["failing"] == true {
            last = health;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(last["status"], "ok", "{last}");
    assert_eq!(last["mail"], json!({ "waiting": 1, "parked": 0 }), "{last}");
    // Why it waits is for staff: a mail server's answer may name the visitor.
    assert!(!last.to_string().contains("lastError"), "{last}");
    let details = app.get_json_as("/api/admin/health", &token).await;
    assert_eq!(details["mail"]["waiting"], 1, "{details}");
    let errors = details["errors"].as_array().unwrap();
    assert!(
        errors.iter().any(|error| error["name"] == "staff_mail"
            && error["lastError"]
                .as_str()
                .unwrap()
                .contains("mail is not configured")),
        "{details}"
    );
    app.stop().await;
}

#[tokio::test]
async fn staff_alone_read_what_held_the_site_up() {
    let app = TestApp::spawn().await;

    let anonymous = app
        .client
        .get(app.url("/api/admin/health"))
        .send()
        .await
        .unwrap();

    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    app.stop().await;
}

fn staff_mail(health: &Value) -> &Value {
    health["subscribers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|subscriber| subscriber["name"] == "staff_mail")
        .unwrap_or(&Value::Null)
}

#[tokio::test]
async fn a_stuck_projection_makes_the_site_unready() {
    let app = TestApp::spawn().await;
    // An account event for an account that was never created: admin_accounts stops at it.
    sqlx::query(
        "INSERT INTO events \
         (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) \
         VALUES ('AdminAccount', 'ghost', 2, 'SignedIn', '1.0', \
                 '{\"SignedIn\": {\"at\": \"2026-11-02T09:00:00Z\"}}', '{}')",
    )
    .execute(&app.db.pool)
    .await
    .unwrap();

    for _ in 0..100 {
        let (status, health) = health(&app).await;
        // The other projections pass over the event; only the one it stops stays behind.
        if status == StatusCode::SERVICE_UNAVAILABLE
            && health["lagging"] == json!(["admin_accounts"])
        {
            assert_eq!(health["status"], "degraded");
            assert_eq!(health["database"], "ok");
            app.stop().await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "health never answered 503 for admin_accounts alone: {}",
        health(&app).await.1
    );
}

/// Signs `login` in and answers a profile change of theirs, to send while a projection is held.
async fn change_email(app: &TestApp, login: &str) -> reqwest::Response {
    let signed_in = app.sign_in(login, ADMIN_PASSWORD).await;
    let token = bearer(signed_in.headers()).expect("a token");
    app.request(Method::PUT, "/api/admin/profile/update")
        .bearer_auth(token)
        .json(&json!({
            "login": login,
            "email": format!("{login}.new@ukr.net"),
            "preferredLanguage": "uk",
        }))
        .send()
        .await
        .unwrap()
}

/// Holds the checkpoint row of `projection`, so the projector cannot advance it meanwhile.
async fn hold(app: &TestApp, projection: &str) -> sqlx::Transaction<'static, sqlx::Postgres> {
    let mut held = app.db.pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE")
        .bind(projection)
        .execute(&mut *held)
        .await
        .unwrap();
    held
}

#[tokio::test]
async fn an_answer_given_before_its_read_model_caught_up_names_it() {
    let app = TestApp::spawn().await;
    app.create_admin("oksana").await;
    let held = hold(&app, "admin_accounts").await;

    let changed = change_email(&app, "oksana").await;

    assert_eq!(changed.status(), StatusCode::OK);
    assert_eq!(changed.headers()["x-read-models-lagging"], "admin_accounts");
    let (status, health) = health(&app).await;
    assert_eq!(status, StatusCode::OK, "lagging is not stuck");
    assert_eq!(health["lagging"], json!(["admin_accounts"]));
    held.rollback().await.unwrap();
    app.stop().await;
}

#[tokio::test]
async fn a_command_waits_only_for_the_read_models_its_events_feed() {
    let app = TestApp::spawn().await;
    app.create_admin("oksana").await;
    let held = hold(&app, "admin_dogs").await;

    let started = Instant::now();
    let changed = change_email(&app, "oksana").await;

    assert_eq!(changed.status(), StatusCode::OK);
    assert!(!changed.headers().contains_key("x-read-models-lagging"));
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "a held dog projection does not slow an account change"
    );
    held.rollback().await.unwrap();
    app.stop().await;
}

/// `doghotel projector verify` against the server's database.
fn verify(app: &TestApp) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_doghotel"))
        .args(["projector", "verify"])
        .env("DATABASE_URL", &app.db.url)
        .output()
        .expect("the binary runs")
}

#[tokio::test]
async fn verify_exits_non_zero_on_a_row_changed_by_hand_and_health_shows_it() {
    let app = TestApp::spawn().await;
    app.create_admin("oksana").await;

    let clean = verify(&app);
    assert!(clean.status.success(), "{clean:?}");
    assert_eq!(health(&app).await.1["consistency"]["differenceCount"], 0);

    sqlx::query("UPDATE admin_accounts SET email = 'tampered@ukr.net'")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let tampered = verify(&app);

    assert_eq!(tampered.status.code(), Some(1), "{tampered:?}");
    let printed = String::from_utf8_lossy(&tampered.stdout);
    assert!(
        printed.contains(
            "admin_accounts admin_accounts: only in the live table: the row {\"account_id\""
        ),
        "{printed}"
    );
    let (status, health) = health(&app).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "a difference is reported, not a failure"
    );
    assert_eq!(health["consistency"]["differenceCount"], 2, "{health}");
    let details = app
        .get_json_as("/api/admin/health", &app.staff_token().await)
        .await;
    let differences = details["differences"].as_array().unwrap();
    assert_eq!(differences.len(), 2, "{details}");
    assert!(
        differences
            .iter()
            .all(|d| d["key"]["account_id"].is_string()),
        "{details}"
    );
    // The row is named by its key, never shown: no read row reaches the output, health or
    // the check's record, where an erased visitor's words could outlive the erasure.
    let recorded: Value = sqlx::query_scalar("SELECT differences FROM consistency_checks")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    for shown in [
        printed.to_string(),
        health.to_string(),
        details.to_string(),
        recorded.to_string(),
    ] {
        assert!(!shown.contains("tampered@ukr.net"), "{shown}");
        assert!(!shown.contains("oksana@"), "{shown}");
    }
    app.stop().await;
}
