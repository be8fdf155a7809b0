//! The newsletter strip's subscription with double opt-in: the confirmation mail reaches a real
//! SMTP server in the page's language, its links confirm and unsubscribe, and nothing the calls
//! answer tells whether an address was known.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::{SmtpSink, TestApp};

const HOTEL: &str = "hotel@doghotel.test";

async fn spawn_mailing(sink: &SmtpSink) -> TestApp {
    TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some(HOTEL.to_owned());
    })
    .await
}

async fn subscribe(app: &TestApp, email: &str, language: &str) -> reqwest::Response {
    app.request(Method::POST, "/api/add-email")
        .header("Accept-DHLanguage", language)
        .json(&json!({ "email": email }))
        .send()
        .await
        .unwrap()
}

async fn follow(app: &TestApp, call: &str, token: &str) -> reqwest::Response {
    app.request(Method::POST, &format!("/api/newsletter/{call}"))
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap()
}

/// The token of the `page` link (`confirm` or `unsubscribe`) in a mail's text, checking that the
/// HTML part carries the same link.
fn token(mail: &Value, page: &str) -> String {
    let text = mail["body"].as_str().unwrap();
    let marker = format!("/newsletter/{page}?token=");
    let token = text
        .split(&marker)
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no {page} link in {text}"))
        .to_owned();
    let html = mail["html"].as_str().expect("an HTML part");
    assert!(html.contains(&format!("{marker}{token}")), "{html}");
    token
}

/// Waits (bounded) until the address's row shows `expected`, and answers its language: the
/// read model follows the events just after a visitor's call is answered.
async fn status_becomes(app: &TestApp, email: &str, expected: &str) -> String {
    let mut seen = None;
    for _ in 0..100 {
        seen = sqlx::query_as::<_, (String, String)>(
            "SELECT status, language FROM newsletter_subscribers WHERE lower(email) = lower($1)",
        )
        .bind(email.trim())
        .fetch_optional(&app.db.pool)
        .await
        .unwrap();
        if let Some((status, language)) = &seen {
            if status == expected {
                return language.clone();
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{email} never became {expected}: {seen:?}");
}

#[tokio::test]
async fn a_subscriber_confirms_and_unsubscribes_through_the_links_mailed_in_their_language() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;

    let answer = subscribe(&app, "olena@ukr.net", "en").await;
    assert_eq!(answer.status(), StatusCode::NO_CONTENT);
    assert_eq!(status_becomes(&app, "olena@ukr.net", "waiting").await, "en");
    let answer = subscribe(&app, "taras@ukr.net", "uk").await;
    assert_eq!(answer.status(), StatusCode::NO_CONTENT);

    let mails = sink.wait_for(2, Duration::from_secs(20)).await;
    let english = &mails[0];
    assert_eq!(english["to"], "olena@ukr.net", "{english}");
    assert!(english["from"].as_str().unwrap().contains(HOTEL));
    assert_eq!(
        english["subject"],
        "Confirm your subscription to DogHotel news"
    );
    assert!(english["body"]
        .as_str()
        .unwrap()
        .contains("/en/newsletter/confirm?token="));
    let ukrainian = &mails[1];
    assert_eq!(ukrainian["to"], "taras@ukr.net");
    assert_eq!(
        ukrainian["subject"],
        "Підтвердіть підписку на новини DogHotel"
    );
    assert!(ukrainian["body"]
        .as_str()
        .unwrap()
        .contains("Підтвердіть підписку"));
    assert!(!ukrainian["body"].as_str().unwrap().contains("/en/"));

    let confirm = token(english, "confirm");
    for _ in 0..2 {
        // A second click on the same link is answered as the first.
        assert_eq!(
            follow(&app, "confirm", &confirm).await.status(),
            StatusCode::NO_CONTENT
        );
    }
    assert_eq!(
        status_becomes(&app, "olena@ukr.net", "confirmed").await,
        "en"
    );

    let unsubscribe = token(english, "unsubscribe");
    assert_eq!(
        follow(&app, "unsubscribe", &unsubscribe).await.status(),
        StatusCode::NO_CONTENT
    );
    status_becomes(&app, "olena@ukr.net", "unsubscribed").await;
    // The confirmation link does not bring an ended subscription back.
    let refused = follow(&app, "confirm", &confirm).await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["code"], "subscriptionLinkInvalid");
    assert_eq!(status_becomes(&app, "taras@ukr.net", "waiting").await, "uk");
    app.stop().await;
}

#[tokio::test]
async fn subscribing_again_says_nothing_and_mails_a_confirmed_address_nothing_more() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = spawn_mailing(&sink).await;
    subscribe(&app, "olena@ukr.net", "uk").await;
    let mails = sink.wait_for(1, Duration::from_secs(20)).await;
    let confirm = token(&mails[0], "confirm");
    assert_eq!(
        follow(&app, "confirm", &confirm).await.status(),
        StatusCode::NO_CONTENT
    );

    // The same address, spelled otherwise: answered alike, and no second mail. The mail to
    // another address after it shows the first was passed over, since mail goes out in order.
    let again = subscribe(&app, " Olena@UKR.net ", "en").await;
    assert_eq!(again.status(), StatusCode::NO_CONTENT);
    subscribe(&app, "taras@ukr.net", "uk").await;
    let mails = sink.wait_for(2, Duration::from_secs(20)).await;
    assert_eq!(mails.len(), 2);
    assert_eq!(mails[1]["to"], "taras@ukr.net");
    assert_eq!(
        status_becomes(&app, "olena@ukr.net", "confirmed").await,
        "uk"
    );
    app.stop().await;
}

#[tokio::test]
async fn bad_input_gets_a_clear_error_and_changes_nothing() {
    let app = TestApp::spawn().await;
    for (email, code) in [("", "emptyEmail"), ("olena@", "emailIncorrect")] {
        let answer = subscribe(&app, email, "uk").await;
        assert_eq!(answer.status(), StatusCode::BAD_REQUEST, "{email}");
        let body: Value = answer.json().await.unwrap();
        assert_eq!(body["code"], code, "{body}");
        assert_eq!(body["field"], "email", "{body}");
    }
    let not_json = app
        .request(Method::POST, "/api/add-email")
        .header("Content-Type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert_eq!(not_json.status(), StatusCode::BAD_REQUEST);
    for call in ["confirm", "unsubscribe"] {
        for forged in ["", "0a1b.00", "not a token"] {
            let answer = follow(&app, call, forged).await;
            assert_eq!(answer.status(), StatusCode::BAD_REQUEST, "{call} {forged}");
            let body: Value = answer.json().await.unwrap();
            assert_eq!(body["code"], "subscriptionLinkInvalid");
        }
    }
    // A bot filling in the honeypot learns nothing, and nothing is stored.
    let bot = app
        .request(Method::POST, "/api/add-email")
        .json(&json!({ "email": "bot@spam.example", "website": "http://spam.example" }))
        .send()
        .await
        .unwrap();
    assert_eq!(bot.status(), StatusCode::NO_CONTENT);
    let stored: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE aggregate_type = 'NewsletterSubscription'",
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(stored, 0);
    app.stop().await;
}
