//! Visitors' dog requests reach the staff mailbox through a real SMTP server, also when that
//! server is down or not configured when the request arrives.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::Value;

use crate::dog_requests::{request, send};
use crate::support::{SmtpSink, TestApp};

const STAFF: &str = "staff@doghotel.test";

/// The mail subscriber's line on staff's health page, with why it waits as `lastError`; `None`
/// until the running projector has registered it, which happens just after the server starts
/// answering. `token` is a staff member's: the reason is not for everyone to read.
async fn find_staff_mail_health(app: &TestApp, token: &str) -> Option<Value> {
    let details = app.get_json_as("/api/admin/health", token).await;
    let named = |list: &Value| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|line| line["name"] == "staff_mail")
            .cloned()
    };
    let mut line = named(&details["subscribers"])?;
    line["lastError"] =
        named(&details["errors"]).map_or(Value::Null, |error| error["lastError"].clone());
    Some(line)
}

async fn staff_mail_health(app: &TestApp, token: &str) -> Value {
    find_staff_mail_health(app, token)
        .await
        .expect("staff_mail is on the health page")
}

/// Waits until the health page shows the request waiting: behind the head, with the reason.
async fn wait_until_waiting(app: &TestApp, token: &str, reason: &str) -> Value {
    for _ in 0..100 {
        let Some(health) = find_staff_mail_health(app, token).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        if health["lastError"]
            .as_str()
            .is_some_and(|error| error.contains(reason))
        {
            assert!(health["lag"].as_i64().unwrap() > 0, "{health}");
            assert_eq!(health["failing"], true, "{health}");
            return health;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "staff_mail never showed {reason:?}: {}",
        staff_mail_health(app, token).await
    );
}

fn assert_is_the_request(mail: &Value) {
    assert_eq!(mail["subject"], "Взяти додому: Бім", "{mail}");
    assert!(mail["to"].as_str().unwrap().contains(STAFF), "{mail}");
    assert!(
        mail["replyTo"]
            .as_str()
            .unwrap()
            .contains("olena@example.com"),
        "{mail}"
    );
    let body = mail["body"].as_str().unwrap();
    for expected in [
        "Бім",
        "Олена",
        "olena@example.com",
        "+38(050)123-45-67",
        "Маю подвір'я і час для прогулянок.",
        "http://localhost:8080/uk/want-a-friend/dog/7",
    ] {
        assert!(body.contains(expected), "{expected} missing from {body}");
    }
}

#[tokio::test]
async fn a_request_is_mailed_to_the_staff_address() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some(STAFF.to_owned());
    })
    .await;
    let token = app.staff_token().await;

    assert_eq!(
        send(&app, &request()).await.status(),
        StatusCode::NO_CONTENT
    );

    let mails = sink
        .wait_for_mail_to(STAFF, 1, Duration::from_secs(20))
        .await;
    assert_eq!(mails.len(), 1);
    assert_is_the_request(&mails[0]);
    app.wait_until_projected().await;
    assert_eq!(
        staff_mail_health(&app, &token).await["lastError"],
        Value::Null
    );
    app.stop().await;
}

#[tokio::test]
async fn a_request_sent_while_smtp_is_down_arrives_once_it_is_back() {
    let mut sink = SmtpSink::reserve();
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some(STAFF.to_owned());
    })
    .await;
    let token = app.staff_token().await;

    assert_eq!(
        send(&app, &request()).await.status(),
        StatusCode::NO_CONTENT
    );
    wait_until_waiting(&app, &token, "the mail was not sent").await;
    // The projections are not held up by the waiting mail: they reach the head (they run
    // beside the reactor, so within moments, not at once).
    let mut tries = 0;
    let lag = loop {
        let health = app.get_json("/api/health").await;
        let lag = health["subscribers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|subscriber| subscriber["name"] == "inbox_items")
            .unwrap()["lag"]
            .as_i64();
        tries += 1;
        if lag == Some(0) || tries == 50 {
            break lag;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(
        lag,
        Some(0),
        "the inbox reads the request the mail waits on"
    );

    sink.start().await;

    let mails = sink
        .wait_for_mail_to(STAFF, 1, Duration::from_secs(30))
        .await;
    assert_is_the_request(&mails[0]);
    app.wait_until_projected().await;
    assert_eq!(
        staff_mail_health(&app, &token).await["lastError"],
        Value::Null
    );
    // Delivered once: later retries have nothing left to send.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(sink.messages_to(STAFF).len(), 1);
    app.stop().await;
}

#[tokio::test]
async fn a_request_waits_for_smtp_to_be_configured_even_across_a_restart() {
    let app = TestApp::spawn().await;
    let token = app.staff_token().await;
    assert_eq!(
        send(&app, &request()).await.status(),
        StatusCode::NO_CONTENT
    );
    wait_until_waiting(&app, &token, "mail is not configured").await;

    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = app
        .restart_with(|config| {
            config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
            config.staff_email = Some(STAFF.to_owned());
        })
        .await;

    let mails = sink
        .wait_for_mail_to(STAFF, 1, Duration::from_secs(20))
        .await;
    assert_is_the_request(&mails[0]);
    app.stop().await;
}
