//! Passkeys as far as the server alone decides them: the ceremony's options name the site,
//! a registration is good once and only with what the browser made for it, a site reached by
//! an IP address offers none, and the second step takes a code or a passkey's answer, never
//! neither. The browser's half (a key made and used) is Playwright's, through Chromium's
//! virtual authenticator (`web/e2e/second-factor.spec.ts`).

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::anna::LOGIN;
use crate::support::{assert_error, TestApp};

const SETUP: &str = "/api/admin/profile/passkey/setup";
const ADD: &str = "/api/admin/profile/passkey/add";

/// What a browser's `toJSON()` of a new credential looks like, made up: well-formed, signed by
/// nothing.
fn made_up_credential() -> Value {
    json!({
        "id": "AAECAwQFBgcICQ",
        "rawId": "AAECAwQFBgcICQ",
        "type": "public-key",
        "response": {
            "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
            "attestationObject": "o2NmbXRkbm9uZQ",
        },
        "clientExtensionResults": {},
    })
}

#[tokio::test]
async fn a_registration_names_the_site_and_takes_only_what_a_browser_made_for_it() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;

    let setup = app.post_as(&token, SETUP, json!({})).await;
    assert_eq!(setup.status(), StatusCode::OK);
    let setup: Value = setup.json().await.unwrap();
    let options = &setup["options"]["publicKey"];
    assert_eq!(options["rp"]["id"], "localhost", "{options}");
    assert_eq!(options["user"]["name"], LOGIN);
    assert_eq!(
        options["authenticatorSelection"]["userVerification"],
        "required"
    );
    let registration = setup["registration"].as_str().unwrap();

    let refused = app
        .post_as(
            &token,
            ADD,
            json!({"registration": registration, "credential": made_up_credential()}),
        )
        .await;
    assert_error(
        refused,
        StatusCode::UNPROCESSABLE_ENTITY,
        "secondFactorError",
    )
    .await;
    // A registration is good once, whatever came of it.
    let again = app
        .post_as(
            &token,
            ADD,
            json!({"registration": registration, "credential": made_up_credential()}),
        )
        .await;
    assert_error(again, StatusCode::UNPROCESSABLE_ENTITY, "secondFactorError").await;
    assert_eq!(app.account_events().await, ["AdminAccountCreated"]);
    assert_eq!(
        app.second_factor_of_profile(&token).await["passkeys"],
        json!([])
    );
    app.stop().await;
}

#[tokio::test]
async fn a_site_reached_by_an_ip_address_offers_no_passkeys() {
    let app =
        TestApp::spawn_with(|config| config.public_url = "http://192.0.2.7:8080".into()).await;
    app.create_anna().await;
    let token = app.token().await;
    let setup = app.post_as(&token, SETUP, json!({})).await;
    assert_error(setup, StatusCode::CONFLICT, "conflict").await;
    app.stop().await;
}

#[tokio::test]
async fn the_second_step_takes_a_code_or_a_passkey_the_account_has() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    app.add_authenticator(&token).await;

    let started = app.post_login(LOGIN, crate::anna::PASSWORD).await;
    assert_eq!(started.status(), StatusCode::ACCEPTED);
    let started: Value = started.json().await.unwrap();
    assert_eq!(started["authenticator"], true);
    assert_eq!(
        started["passkey"],
        Value::Null,
        "an account without passkeys"
    );
    let challenge = app.challenge().await;
    let second_step = |body: Value| {
        app.request(Method::POST, "/api/login/second-factor")
            .json(&body)
            .send()
    };
    let neither = second_step(json!({"secondFactorChallenge": challenge}))
        .await
        .unwrap();
    assert_error(neither, StatusCode::BAD_REQUEST, "invalidRequest").await;
    let passkey = second_step(json!({
        "secondFactorChallenge": challenge,
        "passkey": {
            "id": "AAECAwQFBgcICQ",
            "rawId": "AAECAwQFBgcICQ",
            "type": "public-key",
            "response": {
                "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                "authenticatorData": "AAAA",
                "signature": "AAAA",
            },
        },
    }))
    .await
    .unwrap();
    let refused = assert_error(
        passkey,
        StatusCode::UNPROCESSABLE_ENTITY,
        "secondFactorError",
    )
    .await;
    assert!(refused.get("field").is_none(), "{refused}");
    app.stop().await;
}
