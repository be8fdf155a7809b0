//! Staff sign-in: the token, answers that tell nothing, the lockout and its mail, the client
//! limit, bad bodies, HSTS.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::anna::{bearer, LOGIN, PASSWORD};
use crate::support::{assert_error, SmtpSink, TestApp};

#[tokio::test]
async fn the_right_password_answers_a_token_in_the_body_and_the_header() {
    let app = TestApp::spawn().await;
    app.create_anna().await;

    let response = app.post_login(LOGIN, PASSWORD).await;

    assert_eq!(response.status(), StatusCode::OK);
    let header_token = bearer(&response);
    let exposed = response.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap();
    assert!(exposed.contains("Authorization"));
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["token"], header_token.as_str());
    assert_eq!(body["login"], LOGIN);
    assert_eq!(body["preferredLanguage"], "uk");
    assert_eq!(
        app.account_events().await,
        ["AdminAccountCreated"],
        "a sign-in is a staff session, not an event"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_login_answer_alike_and_record_nothing() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let before = app.account_events().await;

    let wrong_password = assert_error(
        app.post_login(LOGIN, "Wrong123!").await,
        StatusCode::UNAUTHORIZED,
        "loginError",
    )
    .await;
    let unknown_login = assert_error(
        app.post_login("nobody", PASSWORD).await,
        StatusCode::UNAUTHORIZED,
        "loginError",
    )
    .await;

    assert_eq!(wrong_password, unknown_login);
    assert_eq!(wrong_password["message"], "Invalid username or password");
    assert_eq!(
        app.account_events().await,
        before,
        "a refusal is not an event"
    );
    app.stop().await;
}

#[tokio::test]
async fn five_wrong_passwords_lock_the_account_once_mail_its_owner_and_end_its_sessions() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some("hotel@doghotel.test".to_owned());
    })
    .await;
    app.create_anna().await;
    let session = app.token().await;
    let profile = format!("/api/admin/profile/login={LOGIN}");
    assert_eq!(app.get_json_as(&profile, &session).await["login"], LOGIN);
    let refused = app.post_login(LOGIN, "Wrong123!").await;
    let refused = assert_error(refused, StatusCode::UNAUTHORIZED, "loginError").await;

    for _ in 0..4 {
        let again = app.post_login(LOGIN, "Wrong123!").await;
        assert_error(again, StatusCode::UNAUTHORIZED, "loginError").await;
    }
    // Locked: the right password gets the same answer as a wrong one, and the guesses that
    // go on grow nothing.
    for _ in 0..10 {
        let right = app.post_login(LOGIN, PASSWORD).await;
        let answer = assert_error(right, StatusCode::UNAUTHORIZED, "loginError").await;
        assert_eq!(answer, refused);
    }
    assert_eq!(
        app.account_events().await,
        ["AdminAccountCreated", "AccountBlocked"]
    );

    let mail = sink
        .wait_for_mail_to("anna@ukr.net", 1, Duration::from_secs(10))
        .await;
    let body = mail[0]["body"].as_str().unwrap();
    assert!(
        mail[0]["subject"]
            .as_str()
            .unwrap()
            .contains("вхід до вашого облікового запису призупинено"),
        "in Anna's language: {}",
        mail[0]["subject"]
    );
    assert!(body.contains("15 хв"), "{body}");
    app.wait_until_projected().await;
    let ended = app
        .request(Method::GET, &profile)
        .bearer_auth(&session)
        .send()
        .await
        .unwrap();
    assert_error(ended, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    app.stop().await;
}

#[tokio::test]
async fn a_client_refused_twenty_times_is_answered_429_before_any_password_is_checked() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    for guess in 0..20 {
        let refused = app.post_login(&format!("guess{guess}"), "Wrong123!").await;
        assert_error(refused, StatusCode::UNAUTHORIZED, "loginError").await;
    }

    let throttled = app.post_login(LOGIN, PASSWORD).await;

    let wait: u64 = throttled.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((890..=900).contains(&wait), "Retry-After: {wait}");
    assert_error(throttled, StatusCode::TOO_MANY_REQUESTS, "tooManyRequests").await;
    assert_eq!(
        app.account_events().await,
        ["AdminAccountCreated"],
        "nothing recorded, Anna's account not even asked"
    );
    app.stop().await;
}

#[tokio::test]
async fn hsts_is_sent_when_the_site_is_served_over_https() {
    let app = TestApp::spawn_with(|config| {
        config.public_url = "https://doghotel.kyiv.ua".to_owned();
    })
    .await;
    for path in ["/api/contacts", "/api/contacts", "/uk"] {
        let answer = app.request(Method::GET, path).send().await.unwrap();
        assert_eq!(
            answer.headers()["strict-transport-security"],
            "max-age=31536000",
            "{path}, whether made or from memory"
        );
    }
    app.stop().await;
    let local = TestApp::spawn().await;
    let answer = local
        .request(Method::GET, "/api/contacts")
        .send()
        .await
        .unwrap();
    assert!(!answer.headers().contains_key("strict-transport-security"));
    local.stop().await;
}

#[tokio::test]
async fn a_malformed_body_answers_invalid_request_as_json() {
    let app = TestApp::spawn().await;
    let bodies = [
        r#"{"login": "anna", "password": "#,
        r#"{"login": "anna"}"#,
        r#"{"login": 7, "password": "Secret1!"}"#,
    ];
    for body in bodies {
        let response = app
            .request(Method::POST, "/api/login")
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        assert_error(response, StatusCode::BAD_REQUEST, "invalidRequest").await;
    }
    let without_content_type = app
        .request(Method::POST, "/api/login")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_error(
        without_content_type,
        StatusCode::BAD_REQUEST,
        "invalidRequest",
    )
    .await;
    app.stop().await;
}
