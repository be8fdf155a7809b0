//! `POST /api/send-notification`: a visitor's request about a dog, as the dog page sends it.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::{SmtpSink, TestApp};

const SEND: &str = "/api/send-notification";

pub fn request() -> Value {
    json!({
        "name": "Олена",
        "email": "olena@example.com",
        "phone": "+38(050)123-45-67",
        "message": "Маю подвір'я і час для прогулянок.",
        "subject": "Взяти додому",
        "dogName": "Бім",
        "locale": "uk",
        "dogUrl": "http://localhost:8080/uk/want-a-friend/dog/7",
        "website": ""
    })
}

pub async fn send(app: &TestApp, body: &Value) -> reqwest::Response {
    app.request(Method::POST, SEND)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn stored_requests(app: &TestApp) -> Vec<(Value, Value)> {
    sqlx::query_as::<_, (Value, Value)>(
        "SELECT payload, metadata FROM readable_events WHERE aggregate_type = 'DogRequest' \
         ORDER BY global_position",
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_request_is_stored_before_the_answer() {
    let app = TestApp::spawn().await;

    let response = send(&app, &request()).await;

    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    // Read right after the answer, with no waiting: the answer came after the commit.
    let stored = stored_requests(&app).await;
    assert_eq!(stored.len(), 1);
    let (payload, metadata) = &stored[0];
    let received = &payload["DogRequestReceived"];
    assert_eq!(received["name"], "Олена");
    assert_eq!(received["email"], "olena@example.com");
    assert_eq!(received["phone"], "+38(050)123-45-67");
    assert_eq!(received["dog_name"], "Бім");
    assert_eq!(received["subject"], "Взяти додому");
    assert_eq!(received["locale"], "uk");
    assert_eq!(
        received["dog_url"],
        "http://localhost:8080/uk/want-a-friend/dog/7"
    );
    assert_eq!(metadata["actor"], "visitor");
    assert_eq!(metadata["command"], "ReceiveDogRequest");
    app.stop().await;
}

#[tokio::test]
async fn each_broken_rule_answers_its_key_on_its_field_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let cases = [
        ("name", json!(""), "fieldNameNotEmpty"),
        ("name", json!("Анна Марія"), "theNameMustBe"),
        ("name", json!("Максиміліановична"), "theNameMustBe"),
        ("name", json!("Anna2"), "IncorrectName"),
        ("email", json!(""), "emptyEmail"),
        ("email", json!("olena@example"), "emailIncorrect"),
        (
            "email",
            json!(format!("{}@ukr.net", "o".repeat(57))),
            "emailIncorrect",
        ),
        ("phone", json!(""), "emptyNumber"),
        ("phone", json!("+38(0__)___-__-__"), "emptyNumber"),
        ("phone", json!("+38(050)123-45"), "incorrectNumber"),
        ("message", json!("м".repeat(501)), "theMessageMustBe"),
        ("subject", json!(""), "invalidRequest"),
        ("dogName", json!("Б".repeat(101)), "invalidRequest"),
        ("dogUrl", json!("javascript:alert(1)"), "invalidRequest"),
        ("locale", json!("fr"), "invalidRequest"),
    ];
    for (field, value, code) in cases {
        let mut body = request();
        body[field] = value;

        let response = send(&app, &body).await;

        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{field} {code}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["code"], code, "{field}: {answer}");
        assert_eq!(answer["field"], field, "{code}: {answer}");
    }
    let mut without_name = request();
    without_name.as_object_mut().unwrap().remove("name");
    let answer: Value = send(&app, &without_name).await.json().await.unwrap();
    assert_eq!(answer["code"], "fieldNameNotEmpty");
    assert!(stored_requests(&app).await.is_empty());
    app.stop().await;
}

#[tokio::test]
async fn a_bots_request_answers_like_a_success_and_is_stored_marked_as_spam() {
    let app = TestApp::spawn_with(|config| config.form_min_time = Duration::from_secs(5)).await;
    let mut honeypot = request();
    honeypot["website"] = json!("http://spam.example");
    let mut too_fast = request();
    too_fast["shownForMs"] = json!(4999);

    for body in [&honeypot, &too_fast] {
        assert_eq!(send(&app, body).await.status(), StatusCode::NO_CONTENT);
    }

    let spam: Vec<Value> = stored_requests(&app)
        .await
        .into_iter()
        .map(|(payload, _)| payload["DogRequestReceived"]["spam"].clone())
        .collect();
    assert_eq!(spam, [json!("HONEYPOT"), json!("TOO_FAST")]);
    app.stop().await;
}

#[tokio::test]
async fn a_sixth_request_within_ten_minutes_is_refused() {
    let app = TestApp::spawn().await;
    for attempt in 1..=5 {
        let response = send(&app, &request()).await;
        assert_eq!(
            response.status(),
            StatusCode::NO_CONTENT,
            "request {attempt}"
        );
    }

    let response = send(&app, &request()).await;

    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["code"], "tooManyRequests");
    assert_eq!(stored_requests(&app).await.len(), 5);
    app.stop().await;
}

#[tokio::test]
async fn a_request_without_the_xsrf_header_is_refused() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url(SEND))
        .json(&request())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    assert!(stored_requests(&app).await.is_empty());
    app.stop().await;
}

/// Sends the request as the web app's form does: with the key naming this submission.
async fn send_keyed(app: &TestApp, body: &Value, key: &str) -> reqwest::Response {
    app.request(Method::POST, SEND)
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .unwrap()
}

/// Status and body, to compare one answer with another.
async fn answer(response: reqwest::Response) -> (StatusCode, String) {
    (response.status(), response.text().await.unwrap())
}

const STAFF: &str = "staff@doghotel.test";

async fn spawn_mailing(sink: &SmtpSink) -> TestApp {
    TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some(STAFF.to_owned());
    })
    .await
}

#[tokio::test]
async fn a_retry_with_the_same_key_is_answered_as_the_first_and_stored_and_mailed_once() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;
    let key = uuid::Uuid::new_v4().to_string();

    let first = answer(send_keyed(&app, &request(), &key).await).await;
    let retry = answer(send_keyed(&app, &request(), &key).await).await;

    assert_eq!(first.0, StatusCode::NO_CONTENT);
    assert_eq!(retry, first);
    assert_eq!(stored_requests(&app).await.len(), 1);
    sink.wait_for_mail_to(STAFF, 1, Duration::from_secs(20))
        .await;
    // Once the mail subscribers have passed every event, no second mail can be on its way.
    app.wait_until_projected().await;
    assert_eq!(sink.messages_to(STAFF).len(), 1);
    // And the visitor is told once, in the language they wrote in, quoting nothing of the
    // form but their name.
    let told = sink.messages_to("olena@example.com");
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0]["subject"], "Ми отримали ваш запит — DogHotel");
    let body = told[0]["body"].as_str().unwrap();
    assert!(body.starts_with("Добрий день, Олена!"), "{body}");
    assert!(
        !body.contains("Взяти додому") && !body.contains("Бім"),
        "{body}"
    );
    app.stop().await;
}

#[tokio::test]
async fn requests_with_different_keys_are_two_requests() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;

    for _ in 0..2 {
        let key = uuid::Uuid::new_v4().to_string();
        let response = send_keyed(&app, &request(), &key).await;
        assert_eq!(response.status(), StatusCode::NO_CONTENT);
    }

    assert_eq!(stored_requests(&app).await.len(), 2);
    let staff = sink.wait_for_mail_to(STAFF, 2, Duration::from_secs(20));
    assert_eq!(staff.await.len(), 2);
    app.stop().await;
}

#[tokio::test]
async fn sends_of_one_key_at_the_same_moment_store_one_request() {
    let app = TestApp::spawn().await;
    let key = uuid::Uuid::new_v4().to_string();

    let mut sends = tokio::task::JoinSet::new();
    for _ in 0..4 {
        let send = app
            .request(Method::POST, SEND)
            .header("Idempotency-Key", &key)
            .json(&request())
            .send();
        sends.spawn(async move { answer(send.await.unwrap()).await });
    }
    let answers = sends.join_all().await;

    for answered in &answers {
        assert_eq!(answered, &(StatusCode::NO_CONTENT, String::new()));
    }
    assert_eq!(stored_requests(&app).await.len(), 1);
    app.stop().await;
}

#[tokio::test]
async fn a_key_that_is_not_a_uuid_is_refused_and_nothing_is_stored() {
    let app = TestApp::spawn().await;

    let response = send_keyed(&app, &request(), "retry-1").await;

    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let refusal: Value = response.json().await.unwrap();
    assert_eq!(refusal["code"], "invalidRequest");
    assert_eq!(refusal["field"], "Idempotency-Key");
    assert!(stored_requests(&app).await.is_empty());
    app.stop().await;
}

#[tokio::test]
async fn the_limit_is_configurable_and_a_retry_does_not_count_against_it() {
    let app = TestApp::spawn_with(|config| config.submission_limit = 2).await;
    let first = uuid::Uuid::new_v4().to_string();
    let second = uuid::Uuid::new_v4().to_string();
    let third = uuid::Uuid::new_v4().to_string();

    for key in [&first, &first, &second, &first, &second] {
        let response = send_keyed(&app, &request(), key).await;
        assert_eq!(response.status(), StatusCode::NO_CONTENT, "{key}");
    }
    let response = send_keyed(&app, &request(), &third).await;

    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(stored_requests(&app).await.len(), 2);
    app.stop().await;
}

/// One request as it arrives through a reverse proxy that names the visitor.
async fn send_forwarded_for(app: &TestApp, visitor: &str) -> StatusCode {
    app.request(Method::POST, SEND)
        .header("X-Forwarded-For", visitor)
        .json(&request())
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_visitor_has_an_allowance() {
    let app = TestApp::spawn_with(|config| {
        config.submission_limit = 1;
        config.trusted_proxies = "127.0.0.1".parse().unwrap();
    })
    .await;

    assert_eq!(
        send_forwarded_for(&app, "203.0.113.1").await,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        send_forwarded_for(&app, "203.0.113.2").await,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        send_forwarded_for(&app, "203.0.113.1").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    app.stop().await;
}

#[tokio::test]
async fn a_forwarded_address_from_an_untrusted_peer_is_ignored() {
    let app = TestApp::spawn_with(|config| config.submission_limit = 1).await;

    assert_eq!(
        send_forwarded_for(&app, "203.0.113.1").await,
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        send_forwarded_for(&app, "203.0.113.2").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    app.stop().await;
}
