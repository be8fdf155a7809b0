//! Newsletter issues over HTTP with a real SMTP server: staff write an issue in both languages,
//! bad input is refused with the field's key, a test reaches the staff member's own mailbox,
//! sending reaches each confirmed subscriber once in their language with progress to follow,
//! and the mail program's one-click unsubscribe works without the page's XSRF token.

use std::time::Duration;

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{SmtpSink, TestApp, ADMIN_PASSWORD};

const HOTEL: &str = "hotel@doghotel.test";
const STAFF: &str = "anna@doghotel.kyiv.ua";

struct Staff {
    app: TestApp,
    token: String,
}

impl Staff {
    async fn call(&self, method: Method, path: &str, body: Option<Value>) -> Response {
        let request = self
            .app
            .request(method, &format!("/api/admin/newsletter{path}"))
            .bearer_auth(&self.token);
        match body {
            Some(body) => request.json(&body),
            None => request,
        }
        .send()
        .await
        .unwrap()
    }

    async fn read(&self, path: &str) -> Value {
        let response = self.call(Method::GET, path, None).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }
}

pub(crate) fn issue(uk_title: &str, en_title: &str) -> Value {
    json!({
        "uk": {"title": uk_title, "html": "<p>Ми <b>відкрили</b> теплий вольєр.</p>"},
        "en": {"title": en_title, "html": "<p>We <b>opened</b> a warm run.</p>"},
    })
}

async fn refusal(response: Response) -> (StatusCode, String, String) {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    (
        status,
        body["code"].as_str().unwrap_or_default().to_owned(),
        body["field"].as_str().unwrap_or_default().to_owned(),
    )
}

/// Subscribes `email` in `language` and confirms it through the mailed link; answers the
/// confirmation mail.
pub(crate) async fn confirmed_subscriber(
    app: &TestApp,
    sink: &SmtpSink,
    email: &str,
    language: &str,
) -> Value {
    let answer = app
        .request(Method::POST, "/api/add-email")
        .header("Accept-DHLanguage", language)
        .json(&json!({ "email": email }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::NO_CONTENT);
    let mail = sink
        .wait_for_mail_to(email, 1, Duration::from_secs(20))
        .await
        .remove(0);
    let token = link_token(&mail, "/newsletter/confirm?token=");
    let answer = app
        .request(Method::POST, "/api/newsletter/confirm")
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::NO_CONTENT);
    mail
}

pub(crate) fn link_token(mail: &Value, marker: &str) -> String {
    let text = mail["body"].as_str().unwrap();
    text.split(marker)
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no {marker} in {text}"))
        .to_owned()
}

#[tokio::test]
async fn staff_write_test_and_send_an_issue_that_each_subscriber_receives_once() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some(HOTEL.to_owned());
    })
    .await;
    confirmed_subscriber(&app, &sink, "olena@ukr.net", "uk").await;
    confirmed_subscriber(&app, &sink, "taras@ukr.net", "en").await;
    app.create_admin("anna").await;
    let signed_in = app.sign_in("anna", ADMIN_PASSWORD).await;
    let token = crate::support::bearer(signed_in.headers()).unwrap();
    let staff = Staff { app, token };

    // Bad input changes nothing and says which field.
    for (content, expected) in [
        (issue("Новини", " "), ("titleRequired", "en.title")),
        (
            json!({"uk": {"title": "Т", "html": "<p> </p>"}, "en": {"title": "T", "html": "<p>x</p>"}}),
            ("textRequired", "uk.html"),
        ),
        (
            json!({"uk": {"title": "Т", "html": "<p>x</p>"}, "en": {"title": "T", "html": "<p>x</p>"}, "articles": [404]}),
            ("articleNotPublished", "articles"),
        ),
        (
            json!({"uk": {"title": "Т", "html": "<p>x</p>"}, "en": {"title": "T", "html": "<p>x</p>"}, "imageId": "nothing-here"}),
            ("imageError", "imageId"),
        ),
    ] {
        let answer = staff
            .call(Method::POST, "/issues", Some(json!({ "content": content })))
            .await;
        assert_eq!(
            refusal(answer).await,
            (
                StatusCode::BAD_REQUEST,
                expected.0.into(),
                expected.1.into()
            )
        );
    }
    assert_eq!(staff.read("/issues").await["totalElements"], 0);

    let created = staff
        .call(
            Method::POST,
            "/issues",
            Some(json!({ "content": issue("Зимові новини", "Winter news") })),
        )
        .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let created: Value = created.json().await.unwrap();
    let id = created["id"].as_i64().unwrap();
    assert_eq!(created["status"], "DRAFT");
    assert_eq!(created["version"], 1);
    let path = format!("/issues/{id}");
    let saved = staff
        .call(
            Method::PUT,
            &path,
            Some(json!({ "content": issue("Зимові новини готелю", "Winter news"), "version": 1 })),
        )
        .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let stale = staff
        .call(
            Method::PUT,
            &path,
            Some(json!({ "content": issue("Інше", "Other"), "version": 1 })),
        )
        .await;
    assert_eq!(refusal(stale).await.1, "conflict");

    // The test goes to the staff member, in both languages, marked as a test.
    let test = staff
        .call(
            Method::POST,
            &format!("{path}/test"),
            Some(json!({ "version": 2 })),
        )
        .await;
    assert_eq!(test.status(), StatusCode::NO_CONTENT);
    let tests = sink
        .wait_for_mail_to(STAFF, 2, Duration::from_secs(20))
        .await;
    let mut subjects: Vec<&str> = tests
        .iter()
        .map(|m| m["subject"].as_str().unwrap())
        .collect();
    subjects.sort_unstable();
    assert_eq!(
        subjects,
        ["Test: Winter news", "Тест: Зимові новини готелю"]
    );

    let issue_now = staff.read(&path).await;
    assert_eq!(
        issue_now["version"], 4,
        "a test is part of the issue's story"
    );
    let sent = staff
        .call(
            Method::POST,
            &format!("{path}/send"),
            Some(json!({ "version": 4 })),
        )
        .await;
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    let olena = sink
        .wait_for_mail_to("olena@ukr.net", 2, Duration::from_secs(20))
        .await;
    let taras = sink
        .wait_for_mail_to("taras@ukr.net", 2, Duration::from_secs(20))
        .await;
    assert_eq!(olena[1]["subject"], "Зимові новини готелю");
    assert!(olena[1]["body"].as_str().unwrap().contains("теплий вольєр"));
    assert_eq!(taras[1]["subject"], "Winter news");
    assert!(taras[1]["html"]
        .as_str()
        .unwrap()
        .contains("<p>We <b>opened</b> a warm run.</p>"));

    let mut progress = Value::Null;
    for _ in 0..100 {
        let issue = staff.read(&path).await;
        if issue["status"] == "SENT" {
            progress = issue["progress"].clone();
            assert_eq!(issue["sentBy"], "anna");
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        progress,
        json!({"recipients": 2, "delivered": 2, "failed": 0, "waiting": 0})
    );
    let again = staff
        .call(
            Method::POST,
            &format!("{path}/send"),
            Some(json!({ "version": 5 })),
        )
        .await;
    assert_eq!(
        refusal(again).await,
        (
            StatusCode::CONFLICT,
            "issueAlreadySent".into(),
            String::new()
        )
    );
    let list = staff.read("/issues").await;
    assert_eq!(list["content"][0]["title"]["uk"], "Зимові новини готелю");
    assert_eq!(list["content"][0]["status"], "SENT");

    // A mail program unsubscribes in one click, with neither cookie nor XSRF token.
    let one_click = link_token(&taras[1], "/en/newsletter/unsubscribe?token=");
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let url = staff.app.url(&format!(
        "/api/newsletter/unsubscribe/one-click?token={one_click}"
    ));
    let opened = client.get(&url).send().await.unwrap();
    assert_eq!(
        opened.status(),
        StatusCode::SEE_OTHER,
        "a GET only shows the page"
    );
    assert_eq!(
        opened.headers()["location"],
        format!("/newsletter/unsubscribe?token={one_click}").as_str()
    );
    let posted = client
        .post(&url)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(posted.status(), StatusCode::NO_CONTENT);
    let forged = client
        .post(
            staff
                .app
                .url("/api/newsletter/unsubscribe/one-click?token=0a.0b"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(refusal(forged).await.1, "subscriptionLinkInvalid");
    // Every other call still needs the token.
    let unprotected = client
        .post(staff.app.url("/api/newsletter/unsubscribe"))
        .json(&json!({ "token": one_click }))
        .send()
        .await
        .unwrap();
    assert_eq!(unprotected.status(), StatusCode::FORBIDDEN);

    staff.app.wait_until_projected().await;
    let subscribers = staff.read("/subscribers").await;
    assert_eq!(
        subscribers["counts"],
        json!({"waiting": 0, "confirmed": 1, "unsubscribed": 1, "expired": 0})
    );
    let confirmed = staff.read("/subscribers?status=confirmed").await;
    assert_eq!(confirmed["page"]["content"][0]["email"], "olena@ukr.net");
    assert_eq!(confirmed["page"]["content"][0]["status"], "CONFIRMED");
    let unknown = staff
        .call(Method::GET, "/subscribers?status=gone", None)
        .await;
    assert_eq!(unknown.status(), StatusCode::BAD_REQUEST);
    let export = staff
        .app
        .request(Method::GET, "/api/admin/newsletter/subscribers/export.csv")
        .bearer_auth(&staff.token)
        .header("Accept-DHLanguage", "en")
        .send()
        .await
        .unwrap();
    assert_eq!(export.status(), StatusCode::OK);
    let file = export.text().await.unwrap();
    let mut lines = file.trim_start_matches('\u{feff}').lines();
    assert_eq!(lines.next(), Some("E-mail,Language,Confirmed"));
    let row = lines.next().unwrap();
    assert!(row.starts_with("olena@ukr.net,uk,"), "{row}");
    assert_eq!(lines.next(), None, "only the confirmed ones");
    staff.app.stop().await;
}

#[tokio::test]
async fn a_nul_character_in_a_text_is_refused_as_the_request_it_is_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let token = app.staff_token().await;
    let staff = Staff { app, token };
    let before = staff.read("/issues").await;

    let body = json!({ "content": issue("Новини\u{0}", "News") });
    let refused = staff.call(Method::POST, "/issues", Some(body)).await;

    assert_eq!(
        refusal(refused).await,
        (
            StatusCode::BAD_REQUEST,
            "invalidRequest".into(),
            String::new()
        )
    );
    assert_eq!(staff.read("/issues").await, before);
    staff.app.stop().await;
}
