//! The second factor: adding an authenticator app, the two-step sign-in with its code or a
//! recovery code, each good once, a lockout the owner gets past, removing the factor, and the
//! owner's setting that requires one.

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};
use totp_rs::{Algorithm, Secret, TOTP};

use crate::anna::{LOGIN, PASSWORD};
use crate::support::{assert_error, TestApp};

/// Anna's phone, holding the secret the setup showed.
pub(crate) struct Phone(TOTP);

impl Phone {
    fn holding(secret: &str) -> Phone {
        let bytes = Secret::Encoded(secret.to_owned()).to_bytes().unwrap();
        Phone(TOTP::new_unchecked(
            Algorithm::SHA1,
            6,
            0,
            30,
            bytes,
            None,
            String::new(),
        ))
    }

    fn code(&self) -> String {
        self.0.generate_current().unwrap()
    }
}

impl TestApp {
    pub(crate) async fn post_as(&self, token: &str, path: &str, body: Value) -> Response {
        self.request(Method::POST, path)
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    /// Adds an authenticator to Anna's account: her phone and her recovery codes.
    pub(crate) async fn add_authenticator(&self, token: &str) -> (Phone, Vec<String>) {
        let setup = self
            .post_as(token, "/api/admin/profile/authenticator/setup", json!({}))
            .await;
        assert_eq!(setup.status(), StatusCode::OK);
        let setup: Value = setup.json().await.unwrap();
        let secret = setup["secret"].as_str().unwrap().to_owned();
        let phone = Phone::holding(&secret);
        let added = self
            .post_as(
                token,
                "/api/admin/profile/authenticator/add",
                json!({"secret": secret, "code": phone.code()}),
            )
            .await;
        assert_eq!(added.status(), StatusCode::OK);
        let added: Value = added.json().await.unwrap();
        let codes = added["recoveryCodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|code| code.as_str().unwrap().to_owned())
            .collect();
        (phone, codes)
    }

    /// The first step: the challenge a right password answers.
    pub(crate) async fn challenge(&self) -> String {
        let response = self.post_login(LOGIN, PASSWORD).await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
        assert!(response.headers().get("authorization").is_none());
        assert!(response.headers().get("set-cookie").is_none());
        let body: Value = response.json().await.unwrap();
        assert!(body.get("token").is_none(), "{body}");
        body["secondFactorChallenge"].as_str().unwrap().to_owned()
    }

    async fn second_factor(&self, challenge: &str, code: &str) -> Response {
        self.request(Method::POST, "/api/login/second-factor")
            .json(&json!({"secondFactorChallenge": challenge, "code": code}))
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn second_factor_of_profile(&self, token: &str) -> Value {
        self.get_json_as(&format!("/api/admin/profile/login={LOGIN}"), token)
            .await["secondFactor"]
            .clone()
    }
}

/// A six-digit code that is not `code`.
fn other_than(code: &str) -> String {
    format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000)
}

/// The refusal of a code that is not the app's now, nor an unused recovery code.
async fn assert_wrong_code(response: Response) {
    let refused = assert_error(
        response,
        StatusCode::UNPROCESSABLE_ENTITY,
        "secondFactorError",
    )
    .await;
    assert_eq!(refused["field"], "code");
}

/// The refusal of a challenge that expired or was voided.
async fn assert_sign_in_again(response: Response) {
    assert_error(response, StatusCode::UNAUTHORIZED, "signInAgain").await;
}

async fn token_of(response: Response) -> String {
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    body["token"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn an_authenticator_is_added_with_a_code_from_it_and_kept_sealed() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    assert_eq!(
        app.second_factor_of_profile(&token).await,
        json!({"authenticator": false, "recoveryCodesLeft": 0, "passkeys": []})
    );

    let setup: Value = app
        .post_as(&token, "/api/admin/profile/authenticator/setup", json!({}))
        .await
        .json()
        .await
        .unwrap();
    let secret = setup["secret"].as_str().unwrap();
    assert_eq!(secret.len(), 32, "160 bits in base32");
    let url = setup["otpauthUrl"].as_str().unwrap();
    assert!(
        url.starts_with("otpauth://totp/Doghotel:anna?secret="),
        "{url}"
    );
    assert!(setup["qrCode"]
        .as_str()
        .unwrap()
        .starts_with("data:image/png;base64,"));
    let phone = Phone::holding(secret);
    let add = "/api/admin/profile/authenticator/add";
    let wrong = other_than(&phone.code());
    let refused = app
        .post_as(&token, add, json!({"secret": secret, "code": wrong}))
        .await;
    assert_wrong_code(refused).await;
    assert_eq!(app.account_events().await, ["AdminAccountCreated"]);
    let not_ours = app
        .post_as(&token, add, json!({"secret": "abc", "code": phone.code()}))
        .await;
    assert_error(not_ours, StatusCode::BAD_REQUEST, "invalidRequest").await;

    let added = app
        .post_as(&token, add, json!({"secret": secret, "code": phone.code()}))
        .await;
    assert_eq!(added.status(), StatusCode::OK);
    let added: Value = added.json().await.unwrap();
    assert_eq!(added["recoveryCodes"].as_array().unwrap().len(), 10);
    assert_eq!(
        app.second_factor_of_profile(&token).await,
        json!({"authenticator": true, "recoveryCodesLeft": 10, "passkeys": []})
    );
    assert_eq!(
        app.account_events().await,
        [
            "AdminAccountCreated",
            "AuthenticatorAdded",
            "RecoveryCodesIssued"
        ]
    );
    let stored: Vec<String> = sqlx::query_scalar("SELECT payload::text FROM events")
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    let raw: String = Secret::Encoded(secret.to_owned())
        .to_bytes()
        .unwrap()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let first_code = added["recoveryCodes"][0].as_str().unwrap();
    for payload in stored {
        assert!(
            !payload.contains(secret) && !payload.contains(&raw),
            "{payload}"
        );
        assert!(!payload.contains(first_code), "{payload}");
    }
    let again = app
        .post_as(&token, add, json!({"secret": secret, "code": phone.code()}))
        .await;
    assert_error(again, StatusCode::CONFLICT, "conflict").await;
    app.stop().await;
}

#[tokio::test]
async fn the_sign_in_takes_the_apps_code_which_is_good_once() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let (phone, _) = app.add_authenticator(&app.token().await).await;
    let code = phone.code();

    let challenge = app.challenge().await;
    assert_wrong_code(app.second_factor(&challenge, &other_than(&code)).await).await;
    let signed_in = app.second_factor(&challenge, &code).await;
    assert!(signed_in
        .headers()
        .get_all("set-cookie")
        .iter()
        .any(|cookie| cookie.to_str().unwrap().starts_with("staff_session=")));
    let token = token_of(signed_in).await;
    assert_eq!(
        app.second_factor_of_profile(&token).await["authenticator"],
        true
    );
    // The challenge is closed...
    assert_sign_in_again(app.second_factor(&challenge, &code).await).await;
    // ...and the code, seen over a shoulder, opens no other sign-in.
    let other = app.challenge().await;
    assert_wrong_code(app.second_factor(&other, &code).await).await;
    app.stop().await;
}

#[tokio::test]
async fn a_recovery_code_signs_in_once() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let (_, codes) = app.add_authenticator(&app.token().await).await;

    let typed = codes[4].to_uppercase().replace('-', " ");
    let token = token_of(app.second_factor(&app.challenge().await, &typed).await).await;
    assert_eq!(
        app.second_factor_of_profile(&token).await,
        json!({"authenticator": true, "recoveryCodesLeft": 9, "passkeys": []})
    );
    assert_wrong_code(app.second_factor(&app.challenge().await, &codes[4]).await).await;
    token_of(app.second_factor(&app.challenge().await, &codes[5]).await).await;
    app.stop().await;
}

#[tokio::test]
async fn five_wrong_codes_void_the_challenge() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let (phone, _) = app.add_authenticator(&app.token().await).await;
    let challenge = app.challenge().await;
    for _ in 0..5 {
        assert_wrong_code(app.second_factor(&challenge, "aaaaa-bbbbb").await).await;
    }
    assert_sign_in_again(app.second_factor(&challenge, &phone.code()).await).await;
    assert_sign_in_again(app.second_factor("made-up", &phone.code()).await).await;
    app.stop().await;
}

#[tokio::test]
async fn a_strangers_guesses_do_not_keep_out_the_owner_with_the_second_factor() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let (phone, _) = app.add_authenticator(&app.token().await).await;
    for _ in 0..5 {
        assert_error(
            app.post_login(LOGIN, "Wrong123!").await,
            StatusCode::UNAUTHORIZED,
            "loginError",
        )
        .await;
    }
    assert!(app
        .account_events()
        .await
        .contains(&"AccountBlocked".to_owned()));
    // Still a wrong password answers as before, and so does a guess after the lockout.
    assert_error(
        app.post_login(LOGIN, "Wrong123!").await,
        StatusCode::UNAUTHORIZED,
        "loginError",
    )
    .await;

    let challenge = app.challenge().await;
    let token = token_of(app.second_factor(&challenge, &phone.code()).await).await;

    let profile = app
        .request(Method::GET, &format!("/api/admin/profile/login={LOGIN}"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(profile.status(), StatusCode::OK, "the lockout ended");
    assert_eq!(
        app.account_events().await.last().map(String::as_str),
        Some("LockoutLifted")
    );
    app.stop().await;
}

#[tokio::test]
async fn removing_the_authenticator_takes_the_password_and_makes_the_sign_in_one_step() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let (_, _) = app.add_authenticator(&token).await;
    let renew = "/api/admin/profile/recovery-codes/renew";
    let renewed = app
        .post_as(&token, renew, json!({"currentPassword": PASSWORD}))
        .await;
    assert_eq!(renewed.status(), StatusCode::OK);
    let remove = "/api/admin/profile/authenticator/remove";
    let refused = app
        .post_as(&token, remove, json!({"currentPassword": "Wrong123!"}))
        .await;
    assert_error(
        refused,
        StatusCode::UNPROCESSABLE_ENTITY,
        "wrongCurrentPassword",
    )
    .await;

    let removed = app
        .post_as(&token, remove, json!({"currentPassword": PASSWORD}))
        .await;
    assert_eq!(removed.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        app.second_factor_of_profile(&token).await,
        json!({"authenticator": false, "recoveryCodesLeft": 0, "passkeys": []})
    );
    assert_eq!(
        app.post_login(LOGIN, PASSWORD).await.status(),
        StatusCode::OK
    );
    let no_factor = app
        .post_as(&token, renew, json!({"currentPassword": PASSWORD}))
        .await;
    assert_error(no_factor, StatusCode::CONFLICT, "conflict").await;
    assert_eq!(
        app.account_events().await,
        [
            "AdminAccountCreated",
            "AuthenticatorAdded",
            "RecoveryCodesIssued",
            "RecoveryCodesIssued",
            "AuthenticatorRemoved"
        ]
    );
    app.stop().await;
}

#[tokio::test]
async fn where_the_owner_requires_it_staff_add_a_second_factor_before_anything_else() {
    let app = TestApp::spawn_with(|config| config.require_second_factor = true).await;
    app.create_anna().await;
    let token = app.token().await;
    let dogs = || {
        app.request(Method::GET, "/api/admin/want-a-friend/dogs")
            .bearer_auth(&token)
            .send()
    };
    let refused = dogs().await.unwrap();
    assert_error(refused, StatusCode::FORBIDDEN, "secondFactorRequired").await;
    let profile = app
        .request(Method::GET, &format!("/api/admin/profile/login={LOGIN}"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(profile.status(), StatusCode::OK);

    app.add_authenticator(&token).await;

    assert_eq!(dogs().await.unwrap().status(), StatusCode::OK);
    app.stop().await;
}
