//! Staff sign-in: the token, answers that tell nothing, the temporary block, bad bodies.

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::anna::{bearer, LOGIN, PASSWORD};
use crate::support::{assert_error, TestApp};

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
    assert_eq!(app.events_of_type("SignedIn").await, 1);
    app.stop().await;
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_login_answer_alike() {
    let app = TestApp::spawn().await;
    app.create_anna().await;

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
        app.events_of_type("SignInFailed").await,
        1,
        "unknown logins record nothing"
    );
    app.stop().await;
}

#[tokio::test]
async fn five_wrong_passwords_block_the_account_even_for_the_right_one() {
    let app = TestApp::spawn().await;
    app.create_anna().await;

    for _ in 0..4 {
        let response = app.post_login(LOGIN, "Wrong123!").await;
        assert_error(response, StatusCode::UNAUTHORIZED, "loginError").await;
    }
    let fifth = app.post_login(LOGIN, "Wrong123!").await;
    let blocked = assert_error(fifth, StatusCode::FORBIDDEN, "accountBlocked").await;
    assert_eq!(blocked["message"], "Your account is temporarily blocked");

    let right = app.post_login(LOGIN, PASSWORD).await;
    assert_error(right, StatusCode::FORBIDDEN, "accountBlocked").await;
    assert_eq!(app.events_of_type("AccountBlocked").await, 1);
    assert_eq!(app.events_of_type("SignInRefused").await, 1);
    assert_eq!(app.events_of_type("SignedIn").await, 0);
    app.stop().await;
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
