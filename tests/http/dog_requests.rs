//! `POST /api/send-notification`: a visitor's request about a dog, as the dog page sends it.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::TestApp;

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
        "SELECT payload, metadata FROM events WHERE aggregate_type = 'DogRequest' \
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
async fn a_filled_honeypot_answers_like_a_success_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let mut body = request();
    body["website"] = json!("http://spam.example");

    let response = send(&app, &body).await;

    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert!(stored_requests(&app).await.is_empty());
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
