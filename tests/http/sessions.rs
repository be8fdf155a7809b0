//! Staff sessions: the `HttpOnly` cookie a sign-in begins, its renewal into short tokens, a
//! copied secret, signing out here and everywhere, and a password change.

use std::sync::Arc;
use std::time::Duration;

use reqwest::cookie::{CookieStore, Jar};
use reqwest::{Method, RequestBuilder, Response, StatusCode};
use serde_json::{json, Value};

use crate::anna::{anna_profile, LOGIN, PASSWORD};
use crate::support::{assert_error, TestApp};

/// A browser of its own: its own cookies, as a second device or a thief's would have.
struct Device {
    client: reqwest::Client,
    jar: Arc<Jar>,
    base: String,
}

impl Device {
    async fn of(app: &TestApp) -> Device {
        let jar = Arc::new(Jar::default());
        let client = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .build()
            .unwrap();
        let device = Device {
            client,
            jar,
            base: app.base.clone(),
        };
        // The first answer hands out the XSRF cookie, as loading a page does.
        device
            .request(Method::GET, "/api/health")
            .send()
            .await
            .unwrap();
        device
    }

    fn cookie(&self, path: &str, name: &str) -> Option<String> {
        let url = format!("{}{path}", self.base).parse().unwrap();
        let cookies = self.jar.cookies(&url)?;
        cookies
            .to_str()
            .unwrap()
            .split("; ")
            .filter_map(|pair| pair.split_once('='))
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.to_owned())
    }

    /// The session secret the browser holds.
    fn session(&self) -> Option<String> {
        self.cookie("/api/session/refresh", "staff_session")
    }

    /// Puts a secret into this browser, as a thief who copied one would.
    fn hold_session(&self, secret: &str) {
        let url = format!("{}/api/session", self.base).parse().unwrap();
        let cookie = format!("staff_session={secret}; Path=/api/session");
        self.jar.add_cookie_str(&cookie, &url);
    }

    fn request(&self, method: Method, path: &str) -> RequestBuilder {
        let builder = self.client.request(method, format!("{}{path}", self.base));
        match self.cookie("/", "XSRF-TOKEN") {
            Some(xsrf) => builder.header("X-XSRF-TOKEN", xsrf),
            None => builder,
        }
    }

    async fn sign_in(&self) -> String {
        let response = self
            .request(Method::POST, "/api/login")
            .json(&json!({"login": LOGIN, "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        token_of(response).await
    }

    async fn refresh(&self) -> Response {
        self.request(Method::POST, "/api/session/refresh")
            .send()
            .await
            .unwrap()
    }

    /// The profile as this token sees it: its status.
    async fn profile_status(&self, token: &str) -> StatusCode {
        self.request(Method::GET, &format!("/api/admin/profile/login={LOGIN}"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .status()
    }
}

async fn token_of(response: Response) -> String {
    let body: Value = response.json().await.unwrap();
    body["token"].as_str().unwrap().to_owned()
}

fn set_cookie(response: &Response) -> String {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|value| value.to_str().unwrap())
        .find(|value| value.starts_with("staff_session="))
        .expect("a staff_session cookie")
        .to_owned()
}

#[tokio::test]
async fn a_sign_in_begins_a_session_no_script_can_read_and_each_renewal_replaces_its_secret() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let phone = Device::of(&app).await;

    let signed_in = phone
        .request(Method::POST, "/api/login")
        .json(&json!({"login": LOGIN, "password": PASSWORD}))
        .send()
        .await
        .unwrap();

    let cookie = set_cookie(&signed_in);
    assert!(
        cookie.ends_with("; Path=/api/session; Max-Age=1209600; HttpOnly; SameSite=Strict"),
        "{cookie}"
    );
    let first = phone.session().unwrap();
    let mut secrets = vec![first];
    for _ in 0..3 {
        let renewed = phone.refresh().await;
        assert_eq!(renewed.status(), StatusCode::OK);
        let body: Value = renewed.json().await.unwrap();
        assert_eq!(body["login"], LOGIN);
        assert_eq!(body["preferredLanguage"], "uk");
        let token = body["token"].as_str().unwrap();
        assert_eq!(phone.profile_status(token).await, StatusCode::OK);
        secrets.push(phone.session().unwrap());
    }
    secrets.dedup();
    assert_eq!(secrets.len(), 4, "a new secret at every renewal");
    let kept: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM staff_session_secrets WHERE secret_digest = sha256($1::bytea)",
    )
    .bind(secrets[3].as_bytes())
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        kept, 1,
        "the table keeps the secret's digest, not the secret"
    );
    app.stop().await;
}

#[tokio::test]
async fn signing_in_every_day_for_a_year_leaves_the_account_stream_as_it_was() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let phone = Device::of(&app).await;
    for _ in 0..30 {
        phone.sign_in().await;
        assert_eq!(phone.refresh().await.status(), StatusCode::OK);
    }
    assert_eq!(app.account_events().await, ["AdminAccountCreated"]);
    app.stop().await;
}

#[tokio::test]
async fn a_copied_secret_presented_after_its_renewal_ends_the_session_for_both_holders() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let laptop = Device::of(&app).await;
    laptop.sign_in().await;
    let copied = laptop.session().unwrap();
    let renewed = laptop.refresh().await;
    let token = token_of(renewed).await;

    let thief = Device::of(&app).await;
    thief.hold_session(&copied);
    let refused = thief.refresh().await;

    assert!(set_cookie(&refused).contains("Max-Age=0"));
    assert_error(refused, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    let owner_again = laptop.refresh().await;
    assert_error(owner_again, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    assert_eq!(
        laptop.profile_status(&token).await,
        StatusCode::UNAUTHORIZED,
        "the tokens of the ended session stop at once"
    );
    let ending: String = sqlx::query_scalar("SELECT ended_because FROM staff_sessions")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(ending, "reused");
    app.stop().await;
}

#[tokio::test]
async fn signing_out_ends_the_session_and_its_token_at_once() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let laptop = Device::of(&app).await;
    let token = laptop.sign_in().await;
    let secret = laptop.session().unwrap();

    let signed_out = laptop
        .request(Method::POST, "/api/session/logout")
        .send()
        .await
        .unwrap();

    assert_eq!(signed_out.status(), StatusCode::NO_CONTENT);
    assert!(set_cookie(&signed_out).contains("Max-Age=0"));
    assert_eq!(laptop.session(), None, "the browser forgot it");
    assert_eq!(
        laptop.profile_status(&token).await,
        StatusCode::UNAUTHORIZED
    );
    let copy = Device::of(&app).await;
    copy.hold_session(&secret);
    let refused = copy.refresh().await;
    assert_error(refused, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    let again = laptop
        .request(Method::POST, "/api/session/logout")
        .send()
        .await
        .unwrap();
    assert_eq!(
        again.status(),
        StatusCode::NO_CONTENT,
        "signing out twice is fine"
    );
    app.stop().await;
}

#[tokio::test]
async fn signing_out_everywhere_ends_every_device_and_is_in_the_history() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let (laptop, phone) = (Device::of(&app).await, Device::of(&app).await);
    let laptop_token = laptop.sign_in().await;
    let phone_token = phone.sign_in().await;

    let everywhere = laptop
        .request(Method::POST, "/api/admin/profile/sign-out-everywhere")
        .bearer_auth(&laptop_token)
        .send()
        .await
        .unwrap();

    assert_eq!(everywhere.status(), StatusCode::NO_CONTENT);
    for (device, token) in [(&laptop, &laptop_token), (&phone, &phone_token)] {
        assert_eq!(device.profile_status(token).await, StatusCode::UNAUTHORIZED);
        let refused = device.refresh().await;
        assert_error(refused, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    }
    assert_eq!(
        app.account_events().await,
        ["AdminAccountCreated", "SignedOutEverywhere"]
    );
    let fresh = phone.sign_in().await;
    assert_eq!(
        phone.profile_status(&fresh).await,
        StatusCode::OK,
        "signing in again works"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_password_change_keeps_this_device_signed_in_and_ends_the_others() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let (laptop, phone) = (Device::of(&app).await, Device::of(&app).await);
    let laptop_token = laptop.sign_in().await;
    phone.sign_in().await;
    let mut change = anna_profile();
    change["currentPassword"] = json!(PASSWORD);
    change["newPassword"] = json!("Kyiv1996@dogs");
    change["confirmPassword"] = json!("Kyiv1996@dogs");

    let changed = laptop
        .request(Method::PUT, "/api/admin/profile/update")
        .bearer_auth(&laptop_token)
        .json(&change)
        .send()
        .await
        .unwrap();

    assert_eq!(changed.status(), StatusCode::OK);
    let renewed = laptop.refresh().await;
    assert_eq!(renewed.status(), StatusCode::OK, "this device goes on");
    let token = token_of(renewed).await;
    assert_eq!(laptop.profile_status(&token).await, StatusCode::OK);
    let other = phone.refresh().await;
    assert_error(other, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    app.stop().await;
}

#[tokio::test]
async fn an_expired_token_is_replaced_by_renewing_the_session() {
    let app = TestApp::spawn_with(|config| config.token_ttl = Duration::from_secs(1)).await;
    app.create_anna().await;
    let laptop = Device::of(&app).await;
    let token = laptop.sign_in().await;

    tokio::time::sleep(Duration::from_millis(2100)).await;

    assert_eq!(
        laptop.profile_status(&token).await,
        StatusCode::UNAUTHORIZED
    );
    let renewed = laptop.refresh().await;
    assert_eq!(renewed.status(), StatusCode::OK);
    let fresh = token_of(renewed).await;
    assert_eq!(laptop.profile_status(&fresh).await, StatusCode::OK);
    app.stop().await;
}

#[tokio::test]
async fn without_a_session_there_is_nothing_to_renew() {
    let app = TestApp::spawn().await;
    let stranger = Device::of(&app).await;
    let refused = stranger.refresh().await;
    assert_error(refused, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    stranger.hold_session(&"0".repeat(64));
    let refused = stranger.refresh().await;
    assert_error(refused, StatusCode::UNAUTHORIZED, "tokenExpiredMessage").await;
    app.stop().await;
}

#[tokio::test]
async fn the_session_cookie_is_secure_when_the_site_is_served_over_https() {
    let app = TestApp::spawn_with(|config| {
        config.public_url = "https://doghotel.kyiv.ua".to_owned();
    })
    .await;
    app.create_anna().await;
    let signed_in = app.post_login(LOGIN, PASSWORD).await;
    assert!(set_cookie(&signed_in).ends_with("; HttpOnly; SameSite=Strict; Secure"));
    app.stop().await;
}
