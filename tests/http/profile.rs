//! The staff profile form: fresh tokens, password changes, field rules, taken logins.

use chrono::{Duration, Utc};
use events::AdminIdentity;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::anna::{anna_profile, bearer, LOGIN, PASSWORD};
use crate::support::{assert_error, TestApp};

fn with_password_change(current: &str, new: &str, confirm: &str) -> Value {
    let mut body = anna_profile();
    body["currentPassword"] = json!(current);
    body["newPassword"] = json!(new);
    body["confirmPassword"] = json!(confirm);
    body
}

#[tokio::test]
async fn updating_the_profile_answers_it_with_a_fresh_token() {
    let app = TestApp::spawn().await;
    let account_id = app.create_anna().await;
    let token = app.token().await;
    let body = json!({
        "login": "anna.k",
        "email": "anna@mail.kyiv.ua",
        "preferredLanguage": "en",
        "imageLink": "https://img.example/anna.png"
    });

    let response = app.put_profile(&token, &body).await;

    assert_eq!(response.status(), StatusCode::OK);
    let fresh = bearer(&response);
    let profile: Value = response.json().await.unwrap();
    assert_eq!(
        profile,
        json!({
            "userId": account_id,
            "login": "anna.k",
            "email": "anna@mail.kyiv.ua",
            "preferredLanguage": {"languageId": 3, "languageValue": "en"},
            "imageLink": "https://img.example/anna.png",
            "secondFactor": {"authenticator": false, "recoveryCodesLeft": 0, "passkeys": []}
        })
    );
    let claims = app.auth_config().verify_token(&fresh).unwrap();
    assert_eq!((claims.login.as_str(), claims.ver), ("anna.k", 0));
    // Read-your-writes: the projection already has the new login when the answer arrives.
    let login: String =
        sqlx::query_scalar("SELECT login FROM admin_accounts WHERE account_id = $1")
            .bind(&account_id)
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(login, "anna.k");
    assert_eq!(
        app.put_profile(&token, &body).await.status(),
        StatusCode::OK,
        "no password change, old token still good"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_password_change_retires_older_tokens() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let old_token = app.token().await;

    let response = app
        .put_profile(
            &old_token,
            &with_password_change(PASSWORD, "Kyiv1996@dogs", "Kyiv1996@dogs"),
        )
        .await;

    assert_eq!(response.status(), StatusCode::OK);
    let new_token = bearer(&response);
    let with_old = app.put_profile(&old_token, &anna_profile()).await;
    assert_error(with_old, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    assert_eq!(
        app.put_profile(&new_token, &anna_profile()).await.status(),
        StatusCode::OK
    );
    let old_password = app.post_login(LOGIN, PASSWORD).await;
    assert_error(old_password, StatusCode::UNAUTHORIZED, "loginError").await;
    assert_eq!(
        app.post_login(LOGIN, "Kyiv1996@dogs").await.status(),
        StatusCode::OK
    );
    app.stop().await;
}

#[tokio::test]
async fn a_wrong_current_password_answers_422_and_changes_nothing() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let mut body = with_password_change("Wrong123!", "Kyiv1996@dogs", "Kyiv1996@dogs");
    body["login"] = json!("anna.k");

    let response = app.put_profile(&token, &body).await;

    let error = assert_error(
        response,
        StatusCode::UNPROCESSABLE_ENTITY,
        "wrongCurrentPassword",
    )
    .await;
    assert_eq!(error["message"], "You entered the wrong current password.");
    assert_eq!(app.events_of_type("ProfileUpdated").await, 0);
    assert_eq!(app.events_of_type("PasswordChanged").await, 0);
    assert_eq!(
        app.put_profile(&token, &anna_profile()).await.status(),
        StatusCode::OK
    );
    app.stop().await;
}

#[tokio::test]
async fn a_misspelt_field_is_refused_instead_of_ignored() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let mut body = anna_profile();
    body["currentPassword"] = json!(PASSWORD);
    body["newPasword"] = json!("Kyiv1996@dogs");

    let response = app.put_profile(&token, &body).await;

    assert_error(response, StatusCode::BAD_REQUEST, "invalidRequest").await;
    assert_eq!(app.events_of_type("ProfileUpdated").await, 0);
    app.stop().await;
}

#[tokio::test]
async fn invalid_fields_answer_400_naming_the_field() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let cases = [
        (json!({"login": " "}), "fieldNameNotEmpty", "login"),
        (json!({"email": ""}), "emptyEmail", "email"),
        (json!({"email": "anna@u.net"}), "emailIncorrect", "email"),
        (
            json!({"preferredLanguage": "ru"}),
            "languageError",
            "preferredLanguage",
        ),
        (
            json!({"newPassword": "Kyiv1996@dogs"}),
            "currentPasswordRequired",
            "currentPassword",
        ),
        (
            json!({"currentPassword": PASSWORD, "newPassword": "weak"}),
            "passwordValidation",
            "newPassword",
        ),
        (
            json!({"currentPassword": PASSWORD, "newPassword": "Kyiv1996@dogs", "confirmPassword": "Kyiv1996@cats"}),
            "passwordNotMatch",
            "confirmPassword",
        ),
    ];
    for (changes, code, field) in cases {
        let mut body = anna_profile();
        for (key, value) in changes.as_object().unwrap() {
            body[key] = value.clone();
        }
        let error = assert_error(
            app.put_profile(&token, &body).await,
            StatusCode::BAD_REQUEST,
            code,
        )
        .await;
        assert_eq!(error["field"], field, "{code}");
    }
    let not_match = assert_error(
        app.put_profile(
            &token,
            &with_password_change(PASSWORD, "Kyiv1996@dogs", "x"),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "passwordNotMatch",
    )
    .await;
    assert_eq!(
        not_match["message"],
        "The passwords you entered do not match."
    );
    let malformed = app
        .request(Method::PUT, "/api/admin/profile/update")
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body("{\"login\": ")
        .send()
        .await
        .unwrap();
    assert_error(malformed, StatusCode::BAD_REQUEST, "invalidRequest").await;
    assert_eq!(app.events_of_type("ProfileUpdated").await, 0);
    app.stop().await;
}

#[tokio::test]
async fn a_login_of_another_account_is_taken() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    app.create_admin("olena").await;
    let token = app.token().await;
    let mut body = anna_profile();
    body["login"] = json!("olena");

    let error = assert_error(
        app.put_profile(&token, &body).await,
        StatusCode::CONFLICT,
        "loginTaken",
    )
    .await;

    assert_eq!(error["field"], "login");
    app.stop().await;
}

#[tokio::test]
async fn missing_tampered_and_expired_tokens_answer_401() {
    let app = TestApp::spawn().await;
    let account_id = app.create_anna().await;
    let token = app.token().await;
    let session = app.auth_config().verify_token(&token).unwrap().sid;
    let identity = AdminIdentity {
        account_id,
        login: LOGIN.into(),
    };
    let expired = app
        .auth_config()
        .issue_token(&identity, 0, session, Utc::now() - Duration::hours(2))
        .unwrap();
    let foreign = command::AuthConfig::new(
        "someone else's secret",
        std::time::Duration::from_secs(3600),
    )
    .issue_token(&identity, 0, session, Utc::now())
    .unwrap();
    let mut tampered = token.clone().into_bytes();
    let middle_of_signature = tampered.len() - 10;
    tampered[middle_of_signature] = if tampered[middle_of_signature] == b'A' {
        b'B'
    } else {
        b'A'
    };
    let tampered = String::from_utf8(tampered).unwrap();

    for bad in [expired, foreign, tampered, "not-a-token".to_owned()] {
        let response = app.put_profile(&bad, &anna_profile()).await;
        let error = assert_error(response, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
        assert_eq!(
            error["message"],
            "Looks like your session has expired. Log in again to keep working"
        );
    }
    let without_token = app
        .request(Method::PUT, "/api/admin/profile/update")
        .json(&anna_profile())
        .send()
        .await
        .unwrap();
    assert_error(
        without_token,
        StatusCode::UNAUTHORIZED,
        "tokenExpiredMessage",
    )
    .await;
    assert_eq!(
        app.put_profile(&token, &anna_profile()).await.status(),
        StatusCode::OK
    );
    app.stop().await;
}

#[tokio::test]
async fn an_uploaded_photo_can_be_the_profile_picture_and_an_unknown_one_cannot() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let id = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    let mut body = anna_profile();
    body["imageLink"] = json!(format!("/media/{id}/thumb.jpg"));

    let never_uploaded = app.put_profile(&token, &body).await;
    assert_error(never_uploaded, StatusCode::BAD_REQUEST, "imageError").await;

    app.mark_uploaded(id).await;
    let uploaded = app.put_profile(&token, &body).await;
    assert_eq!(uploaded.status(), StatusCode::OK);
    let profile: Value = uploaded.json().await.unwrap();
    assert_eq!(profile["imageLink"], format!("/media/{id}/thumb.jpg"));
    app.stop().await;
}

#[tokio::test]
async fn two_accounts_renaming_to_one_login_at_once_leave_it_to_one_of_them() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    app.create_admin("olena").await;
    let anna = app.token().await;
    let olena = bearer(&app.post_login("olena", PASSWORD).await);
    let mut body = anna_profile();
    body["login"] = json!("kateryna");

    let (first, second) = tokio::join!(
        app.put_profile(&anna, &body),
        app.put_profile(&olena, &body)
    );

    let mut statuses = [first.status(), second.status()];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT]);
    let refused = if first.status() == StatusCode::CONFLICT {
        first
    } else {
        second
    };
    assert_error(refused, StatusCode::CONFLICT, "loginTaken").await;
    app.wait_until_projected().await;
    let health = app.get_json("/api/health").await;
    assert_eq!(health["status"], "ok", "{health}");
    app.stop().await;
}
