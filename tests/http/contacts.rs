//! The hotel's contact details (`/api/contacts`, `/api/admin/contacts`) and the contact form
//! (`POST /api/send-message`), through the running server.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::{SmtpSink, TestApp};

const SEND: &str = "/api/send-message";

fn by_phone() -> Value {
    json!({
        "name": "Олена Петренко ",
        "phone": "+38(050)123-45-67",
        "message": "Чи є місце для собаки з 12.12 на 12 днів.  ",
        "website": ""
    })
}

fn by_email() -> Value {
    json!({
        "name": "Olena",
        "email": "olena@example.com",
        "message": "Is there a place for my dog for 12 days.",
        "subject": "Contact us",
        "locale": "en",
        "website": ""
    })
}

async fn send(app: &TestApp, body: &Value) -> reqwest::Response {
    app.request(Method::POST, SEND)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn send_keyed(app: &TestApp, body: &Value, key: &str) -> reqwest::Response {
    app.request(Method::POST, SEND)
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn stored_messages(app: &TestApp) -> Vec<(Value, Value)> {
    sqlx::query_as::<_, (Value, Value)>(
        "SELECT payload, metadata FROM readable_events WHERE aggregate_type = 'ContactMessage' \
         ORDER BY global_position",
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap()
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
async fn a_message_is_stored_trimmed_in_the_page_language_before_the_204() {
    let app = TestApp::spawn().await;

    let response = app
        .request(Method::POST, SEND)
        .header("Accept-DHLanguage", "en")
        .json(&by_phone())
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let stored = stored_messages(&app).await;
    assert_eq!(stored.len(), 1);
    let (payload, metadata) = &stored[0];
    let received = &payload["ContactMessageReceived"];
    assert_eq!(received["name"], "Олена Петренко");
    assert_eq!(
        received["reply_to"],
        json!({ "phone": "+38(050)123-45-67" })
    );
    assert_eq!(
        received["message"],
        "Чи є місце для собаки з 12.12 на 12 днів."
    );
    assert_eq!(received["locale"], "en");
    assert_eq!(metadata["actor"], "visitor");
    assert_eq!(metadata["command"], "ReceiveContactMessage");
    app.stop().await;
}

#[tokio::test]
async fn each_broken_contact_form_rule_answers_its_key_on_its_field_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let phone_cases = [
        ("name", json!(""), "fieldNameNotEmpty"),
        ("name", json!("О"), "theNameMustBe"),
        ("name", json!("О".repeat(57)), "theNameMustBe"),
        ("name", json!(" Олена"), "IncorrectName"),
        ("name", json!("Анна--Марія"), "IncorrectName"),
        ("name", json!("Д''Артаньян"), "IncorrectName"),
        ("name", json!("Анна  Марія"), "IncorrectName"),
        ("name", json!("Olena7"), "IncorrectName"),
        ("phone", json!("+38(0__)___-__-__"), "emptyNumber"),
        ("phone", json!("+38(050)123-45"), "incorrectNumber"),
        ("message", json!(""), "theMessageMustBe"),
        ("message", json!("   "), "theMessageMustBe"),
        ("message", json!(" Привіт"), "theMessageMustBe"),
        ("message", json!("Привіт  світ"), "theMessageMustBe"),
        ("message", json!("м".repeat(301)), "theMessageMustBe"),
        ("message", json!("Ціна <b>750</b>"), "theMessageMustBe"),
        ("subject", json!("т".repeat(101)), "invalidRequest"),
        ("locale", json!("ru"), "invalidRequest"),
        ("email", json!("olena@example.com"), "invalidRequest"),
    ];
    let email_cases = [
        ("email", json!("olena@example"), "emailIncorrect"),
        ("email", json!("ol..ena@example.com"), "emailIncorrect"),
        ("email", json!(""), "emptyNumber"),
    ];
    let cases = phone_cases
        .into_iter()
        .map(|case| (by_phone(), case))
        .chain(email_cases.into_iter().map(|case| (by_email(), case)));
    for (mut body, (field, value, code)) in cases {
        body[field] = value;

        let response = send(&app, &body).await;

        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{field} {code}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["code"], code, "{field}: {answer}");
        let expected_field = if field == "email" && code == "emptyNumber" {
            "phone"
        } else {
            field
        };
        assert_eq!(answer["field"], expected_field, "{code}: {answer}");
    }
    let malformed = app
        .request(Method::POST, SEND)
        .header("content-type", "application/json")
        .body("{\"name\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
    assert!(stored_messages(&app).await.is_empty());
    app.stop().await;
}

#[tokio::test]
async fn a_question_from_the_faq_may_ask_and_reaches_the_staff_like_a_message() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;
    let mut question = by_email();
    question["message"] = json!("Do you take cats for 2 weeks?");
    question["subject"] = json!("A question from the FAQ page");

    let refused = send(&app, &question).await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        refused.json::<Value>().await.unwrap()["code"],
        "theMessageMustBe"
    );
    question["kind"] = json!("question");
    question["message"] = json!("Do you take cats for 2 weeks? <b>");
    let refused = send(&app, &question).await;
    assert_eq!(
        refused.json::<Value>().await.unwrap()["code"],
        "theQuestionMustBe"
    );
    assert!(stored_messages(&app).await.is_empty());

    question["message"] = json!("Do you take cats for 2 weeks?");
    assert_eq!(send(&app, &question).await.status(), StatusCode::NO_CONTENT);

    let mails = sink
        .wait_for_mail_to(STAFF, 1, Duration::from_secs(20))
        .await;
    let mail = &mails[0];
    assert!(mail["subject"]
        .as_str()
        .unwrap()
        .contains("A question from the FAQ page"));
    assert!(mail["body"]
        .as_str()
        .unwrap()
        .contains("Do you take cats for 2 weeks?"));
    app.stop().await;
}

#[tokio::test]
async fn a_bots_message_answers_like_a_success_and_is_stored_marked_as_spam() {
    let app = TestApp::spawn().await;
    let mut honeypot = by_phone();
    honeypot["website"] = json!("http://spam.example");
    let mut too_fast = by_email();
    too_fast["shownForMs"] = json!(1200);
    let mut person = by_email();
    person["shownForMs"] = json!(3000);

    for body in [&honeypot, &too_fast, &person] {
        assert_eq!(send(&app, body).await.status(), StatusCode::NO_CONTENT);
    }
    let spam: Vec<Value> = stored_messages(&app)
        .await
        .into_iter()
        .map(|(payload, _)| payload["ContactMessageReceived"]["spam"].clone())
        .collect();
    assert_eq!(spam, [json!("HONEYPOT"), json!("TOO_FAST"), Value::Null]);
    app.stop().await;
}

#[tokio::test]
async fn a_sixth_message_within_ten_minutes_is_refused_but_a_retry_is_not_counted() {
    let app = TestApp::spawn().await;
    let first = uuid::Uuid::new_v4().to_string();
    let kept = send_keyed(&app, &by_phone(), &first).await;
    assert_eq!(kept.status(), StatusCode::NO_CONTENT);
    for attempt in 2..=5 {
        let response = send(&app, &by_email()).await;
        assert_eq!(response.status(), StatusCode::NO_CONTENT, "{attempt}");
    }

    let over = send(&app, &by_email()).await;
    assert_eq!(over.status(), StatusCode::TOO_MANY_REQUESTS);
    // The first message leaves the ten minutes' window in just under ten minutes.
    let wait: u64 = over.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((590..=600).contains(&wait), "Retry-After: {wait}");
    let answer: Value = over.json().await.unwrap();
    assert_eq!(answer["code"], "tooManyRequests");
    let retry = send_keyed(&app, &by_phone(), &first).await;
    assert_eq!(retry.status(), StatusCode::NO_CONTENT);
    assert_eq!(stored_messages(&app).await.len(), 5);
    app.stop().await;
}

#[tokio::test]
async fn an_address_is_acknowledged_at_most_once_an_hour_while_staff_get_every_message() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;

    // A stranger types the same address, in any case, into the form again and again.
    for email in [
        "olena@example.com",
        "Olena@Example.com",
        "OLENA@example.com",
    ] {
        let mut body = by_email();
        body["email"] = json!(email);
        assert_eq!(send(&app, &body).await.status(), StatusCode::NO_CONTENT);
    }
    let mut other = by_email();
    other["email"] = json!("taras@example.com");
    assert_eq!(send(&app, &other).await.status(), StatusCode::NO_CONTENT);

    sink.wait_for_mail_to(STAFF, 4, Duration::from_secs(20))
        .await;
    app.wait_until_projected().await;
    assert_eq!(sink.messages_to(STAFF).len(), 4);
    let told = |to: &str| {
        sink.messages()
            .into_iter()
            .filter(|mail| mail["to"].as_str().unwrap().to_lowercase().contains(to))
            .count()
    };
    assert_eq!(told("olena@example.com"), 1);
    assert_eq!(told("taras@example.com"), 1);
    app.stop().await;
}

#[tokio::test]
async fn a_message_by_email_reaches_the_staff_mailbox_once_with_reply_to_the_visitor() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;
    let key = uuid::Uuid::new_v4().to_string();

    for _ in 0..2 {
        let response = send_keyed(&app, &by_email(), &key).await;
        assert_eq!(response.status(), StatusCode::NO_CONTENT);
    }
    assert_eq!(
        send(&app, &by_phone()).await.status(),
        StatusCode::NO_CONTENT
    );

    sink.wait_for_mail_to(STAFF, 2, Duration::from_secs(20))
        .await;
    // Once the mail subscribers have passed every event, no other mail can be on its way.
    app.wait_until_projected().await;
    let messages = sink.messages_to(STAFF);
    assert_eq!(messages.len(), 2);
    // The visitor who left an address is told, once and in their language, that it arrived;
    // the one who left a phone has nowhere to be told.
    let told = sink.messages_to("olena@example.com");
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(told[0]["subject"]
        .as_str()
        .unwrap()
        .starts_with("We have received your message"));
    // It quotes nothing of what was typed but the name: the address could be anybody's.
    for part in ["body", "html"] {
        let text = told[0][part].as_str().unwrap();
        assert!(text.contains("Olena"), "{text}");
        assert!(!text.contains("12 days"), "{text}");
    }
    assert!(told[0]["from"].as_str().unwrap().contains(STAFF));
    let by_email = &messages[0];
    assert_eq!(by_email["to"], format!("doghotel <{STAFF}>"));
    assert_eq!(by_email["replyTo"], "Olena <olena@example.com>");
    assert!(by_email["subject"].as_str().unwrap().contains("Contact us"));
    let body = by_email["body"].as_str().unwrap();
    assert!(
        body.contains("Is there a place for my dog for 12 days."),
        "{body}"
    );
    assert!(body.contains("Language: en"), "{body}");
    let by_phone = &messages[1];
    assert_eq!(by_phone["replyTo"], Value::Null);
    assert!(by_phone["subject"]
        .as_str()
        .unwrap()
        .contains("+38(050)123-45-67"));
    app.stop().await;
}

pub(crate) fn details(landline: &str) -> Value {
    json!({
        "version": 0,
        "landline": landline,
        "mobilePhones": ["+38(067)123-45-67", "+38(093)765-43-21"],
        "email": "hello@doghotel.kyiv.ua",
        "address": { "uk": "вул. Лісова, 12, Київ", "en": "12 Lisova St, Kyiv" },
        "socialUrl": "https://www.instagram.com/doghotel.kyiv/",
        "latitude": 50.4647,
        "longitude": 30.6453
    })
}

async fn save(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.request(Method::PUT, "/api/admin/contacts")
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn public(app: &TestApp, language: &str) -> reqwest::Response {
    app.client
        .get(app.url("/api/contacts"))
        .header("Accept-DHLanguage", language)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_staff_edit_of_the_landline_shows_at_once_in_the_public_answer_and_every_page() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    assert_eq!(public(&app, "uk").await.status(), StatusCode::NOT_FOUND);
    let unsaved = app
        .request(Method::GET, "/api/admin/contacts")
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(unsaved.status(), StatusCode::NOT_FOUND);

    let first = save(&app, &token, &details("+38 044 390 12 34")).await;
    assert_eq!(first.status(), StatusCode::OK);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["version"], 1);
    assert_eq!(first["landline"], "+38(044)390-12-34");
    let uk: Value = public(&app, "uk").await.json().await.unwrap();
    assert_eq!(uk["address"], "вул. Лісова, 12, Київ");
    assert_eq!(uk["landline"], "+38(044)390-12-34");
    // Read once more so the page is answered from memory before the change.
    let page = app
        .client
        .get(app.url("/en/contacts"))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains("+38(044)390-12-34"));

    let mut edit = details("+38(044)555-00-11");
    edit["version"] = json!(1);
    let edited = save(&app, &token, &edit).await;
    assert_eq!(edited.status(), StatusCode::OK);

    let en: Value = public(&app, "en").await.json().await.unwrap();
    assert_eq!(en["landline"], "+38(044)555-00-11");
    assert_eq!(en["address"], "12 Lisova St, Kyiv");
    for path in ["/en/contacts", "/uk", "/uk/want-a-friend"] {
        let html = app.client.get(app.url(path)).send().await.unwrap();
        let html = html.text().await.unwrap();
        assert!(html.contains(r#""endpoint":"getContacts""#), "{path}");
        assert!(html.contains("+38(044)555-00-11"), "{path}");
    }

    // A save from the version before is someone else's stale form.
    let stale = save(&app, &token, &edit).await;
    assert_eq!(stale.status(), StatusCode::CONFLICT);
    app.stop().await;
}

#[tokio::test]
async fn each_broken_admin_rule_answers_its_key_on_its_field_and_saves_nothing() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let cases = [
        ("landline", json!(""), "emptyNumber", "landline"),
        ("email", json!("hello@"), "emailIncorrect", "email"),
        (
            "socialUrl",
            json!("javascript:alert(1)"),
            "linkInvalid",
            "socialUrl",
        ),
        ("latitude", json!(123.0), "mapLocationInvalid", "location"),
    ];
    for (field, value, code, answered_field) in cases {
        let mut body = details("+38(044)390-12-34");
        body[field] = value;
        let response = save(&app, &token, &body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{field}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["code"], code, "{answer}");
        assert_eq!(answer["field"], answered_field, "{answer}");
    }
    let mut body = details("+38(044)390-12-34");
    body["address"]["en"] = json!(" ");
    let answer: Value = save(&app, &token, &body).await.json().await.unwrap();
    assert_eq!(
        (answer["code"].as_str(), answer["field"].as_str()),
        (Some("addressRequired"), Some("address.en"))
    );
    let unsigned = app
        .request(Method::PUT, "/api/admin/contacts")
        .json(&details("+38(044)390-12-34"))
        .send()
        .await
        .unwrap();
    assert_eq!(unsigned.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.events_of_type("ContactDetailsSaved").await, 0);
    app.stop().await;
}

#[tokio::test]
async fn the_history_names_who_changed_what_and_an_old_version_can_be_restored() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    save(&app, &token, &details("+38(044)390-12-34")).await;
    let mut edit = details("+38(044)555-00-11");
    edit["version"] = json!(1);
    save(&app, &token, &edit).await;

    let admin_get = |path: &'static str| app.request(Method::GET, path).bearer_auth(&token).send();
    let history: Value = admin_get("/api/admin/contacts/history")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(history[1]["event"], "ContactDetailsSaved");
    assert_eq!(history[1]["actor"], "anna");
    assert_eq!(history[1]["changedFields"], json!(["landline"]));
    let version: Value = admin_get("/api/admin/contacts/versions/1")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(version["landline"], "+38(044)390-12-34");
    assert_eq!(
        admin_get("/api/admin/contacts/versions/9")
            .await
            .unwrap()
            .status(),
        StatusCode::NOT_FOUND
    );

    let restored = app
        .request(Method::POST, "/api/admin/contacts/restore/1")
        .bearer_auth(&token)
        .json(&json!({ "version": 2 }))
        .send()
        .await
        .unwrap();
    assert_eq!(restored.status(), StatusCode::OK);
    let restored: Value = restored.json().await.unwrap();
    assert_eq!(restored["version"], 3);
    assert_eq!(restored["landline"], "+38(044)390-12-34");
    let uk: Value = public(&app, "uk").await.json().await.unwrap();
    assert_eq!(uk["landline"], "+38(044)390-12-34");
    app.stop().await;
}
